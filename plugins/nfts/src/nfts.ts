import type { PluginDefinition } from '@portico/kernel'
import type { Nft } from './Nft.ts'
import type { NftsStore } from './NftsStore.ts'

declare module '@portico/kernel/extend' {
  interface PluginStoreRegistry {
    nfts: NftsStore
  }
  interface RouteRegistry {
    /** One NFT in full; the view decodes its data again, since a host may open it too. */
    NftDetail: { nft: Nft }
  }
}

/**
 * The NFTs plugin: an NFTs tab on the Account view (between Tokens and Activity) listing the
 * active eip155 account's NFTs from the project service, spam hidden, and a detail view per NFT.
 * SPEC §9 has no feature flag for NFTs: it loads whenever the host adds it.
 */
export function nfts(): PluginDefinition {
  return { id: 'nfts', load: () => import('./setup.ts') }
}
