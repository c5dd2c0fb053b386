import { useRootStore } from '@portico/ui'
import type { NftsStore } from './NftsStore.ts'
import { NftsNotSetUpError } from './errors.ts'

/** The NFTs plugin's store, as its setup attached it. */
export function useNftsStore(): NftsStore {
  const store = useRootStore().plugins.get('nfts')
  if (!store) throw new NftsNotSetUpError()
  return store
}
