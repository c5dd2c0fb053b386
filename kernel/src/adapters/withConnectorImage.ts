import type { Connector } from '../model/Connector.ts'
import { connectorImageUrl } from '../model/connectorImageUrl.ts'

/**
 * The connector with the host's `connectorImages` entry for it (AppKit's option: by rdns, id or
 * AppKit's id of its type) as its image, so the Connect view, `getWalletInfo` and recent wallets
 * all show that one; the connector as it is without an entry.
 */
export function withConnectorImage(connector: Connector, connectorImages: Readonly<Record<string, string>> | undefined): Connector {
  const imageUrl = connectorImageUrl(connector, connectorImages)
  return imageUrl === undefined || imageUrl === connector.imageUrl ? connector : { ...connector, imageUrl }
}
