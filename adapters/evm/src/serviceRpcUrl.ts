/** The project service's RPC proxy url for an EVM network, in SPEC §7's form: `{service}/v1/?chainId=eip155:N&projectId=P`. */
export function serviceRpcUrl(projectServiceUrl: string, projectId: string, caipNetworkId: string): string {
  const query = new URLSearchParams({ chainId: caipNetworkId, projectId })
  return `${projectServiceUrl.replace(/\/+$/, '')}/v1/?${query.toString()}`
}
