import { usePluginStore } from '@portico/ui'
import type { OnRampStore } from './OnRampStore.ts'

/** The on-ramp plugin's store, as its setup attached it. */
export function useOnRampStore(): OnRampStore {
  return usePluginStore('onramp')
}
