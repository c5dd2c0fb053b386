import { useRootStore } from '@portico/ui'
import type { SocialsStore } from './SocialsStore.ts'

/** The socials plugin's store, as its setup attached it. */
export function useSocialsStore(): SocialsStore {
  const store = useRootStore().plugins.get('socials')
  if (!store) throw new Error('The socials plugin is not set up')
  return store
}
