import { useAppKitInstance } from '../../internal/index.ts'
import type { RootStore } from '../../internal/index.ts'

/** The root store of the instance the modal belongs to. */
export function useRootStore(): RootStore {
  return useAppKitInstance().store
}
