import { usePluginStore } from '@portico/ui'
import type { NftsStore } from './NftsStore.ts'

/** The NFTs plugin's store, as its setup attached it. */
export function useNftsStore(): NftsStore {
  return usePluginStore('nfts')
}
