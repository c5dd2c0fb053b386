import { usePluginStore } from '@portico/ui'
import type { SocialsStore } from './SocialsStore.ts'

/** The socials plugin's store, as its setup attached it. */
export function useSocialsStore(): SocialsStore {
  return usePluginStore('socials')
}
