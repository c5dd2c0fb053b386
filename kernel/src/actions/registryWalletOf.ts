import type { Connector } from '../model/Connector.ts'
import type { Wallet } from '../model/Wallet.ts'

/** The registry wallet a connector stands for (by its explorer id), to remember as recent; undefined without one. */
export function registryWalletOf(connector: Connector): Wallet | undefined {
  if (!connector.explorerId) return undefined
  return {
    id: connector.explorerId,
    name: connector.name,
    ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
    ...(connector.imageUrl ? { image_url: connector.imageUrl } : {}),
    ...(connector.imageId ? { image_id: connector.imageId } : {}),
  }
}
