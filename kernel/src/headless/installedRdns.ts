import type { Connector } from '../model/Connector.ts'

/** The rdns of the wallets installed in this browser, from announced and injected connectors. */
export function installedRdns(connectors: readonly Connector[]): Set<string> {
  const rdns = new Set<string>()
  for (const connector of connectors) {
    if ((connector.type === 'ANNOUNCED' || connector.type === 'INJECTED') && connector.info?.rdns) rdns.add(connector.info.rdns)
  }
  return rdns
}
