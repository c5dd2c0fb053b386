import { useAppKitInstance } from '../react/useAppKitInstance.ts'
import type { ModalContext } from './ModalContext.ts'

/** What the modal's core views read and drive (`ModalContext`), never the whole root store. */
export function useModalContext(): ModalContext {
  return useAppKitInstance().store
}
