/** How the service names an account on a CAIP-2 network: eip155 addresses lower-cased (they are case-insensitive), others as they are. */
export function siwxAccountKey(chainId: string, address: string): string {
  return chainId.startsWith('eip155:') ? address.toLowerCase() : address
}
