import type { RootStore } from '../../store/RootStore.ts'
import { useAppKitInstance } from '../../react/useAppKitInstance.ts'

/** The root store of the instance the modal belongs to. */
export function useRootStore(): RootStore {
  return useAppKitInstance().store
}
