import type { Connector } from './Connector.ts'

// AppKit's connector ids for what Portico keys by connector type.
const appKitIdByType: Partial<Record<Connector['type'], string>> = { WALLET_CONNECT: 'walletConnect', INJECTED: 'injected', AUTH: 'appKitAuth' }

/**
 * A connector's image: the host's `connectorImages` entry for its rdns, its id or AppKit's id of
 * its type (`walletConnect`, `injected`, `appKitAuth`), else the connector's own.
 */
export function connectorImageUrl(connector: Pick<Connector, 'id' | 'type' | 'info' | 'imageUrl'>, connectorImages: Readonly<Record<string, string>> = {}): string | undefined {
  const rdns = connector.info?.rdns
  const typeId = appKitIdByType[connector.type]
  return (rdns && connectorImages[rdns]) || connectorImages[connector.id] || (typeId && connectorImages[typeId]) || connector.imageUrl
}
