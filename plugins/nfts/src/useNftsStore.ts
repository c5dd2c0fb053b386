import { useRootStore } from '@portico/ui'
import type { NftsStore } from './NftsStore.ts'

/** The NFTs plugin's store, as its setup attached it. */
export function useNftsStore(): NftsStore {
  const store = useRootStore().plugins.get('nfts')
  if (!store) throw new Error('The NFTs plugin is not set up')
  return store
}
