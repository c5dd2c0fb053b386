import { usePluginStore } from '@portico/ui'
import type { SwapStore } from './SwapStore.ts'

/** The swaps plugin's store, as its setup attached it. */
export function useSwapStore(): SwapStore {
  return usePluginStore('swaps')
}
