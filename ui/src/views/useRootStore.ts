import { useAppKitInstance } from '../react/useAppKitInstance.ts'
import type { RootStore } from '@portico/kernel/internal'

/** The root store of the instance the modal belongs to. */
export function useRootStore(): RootStore {
  return useAppKitInstance().store
}
