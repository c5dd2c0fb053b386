import { useRootStore } from '@portico/ui'
import type { SwapStore } from './SwapStore.ts'

/** The swaps plugin's store, as its setup attached it. */
export function useSwapStore(): SwapStore {
  const store = useRootStore().plugins.get('swaps')
  if (!store) throw new Error('The swaps plugin is not set up')
  return store
}
