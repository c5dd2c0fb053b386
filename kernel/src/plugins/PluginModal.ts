import type { CloseGuard } from '../store/ModalStore.ts'

/** The modal as a plugin sees it: open or embedded, closing it, and guards against closing. */
export interface PluginModal {
  readonly open: boolean
  /** Embedded mode: the modal sits in the host page and closes once an address is set (SPEC §2). */
  readonly embedded: boolean
  /** Closes the modal unless a guard forbids it; returns whether it closed. */
  requestClose(): boolean
  /** Adds a guard that may forbid closing; removed on teardown, or earlier by the function returned. */
  addCloseGuard(guard: CloseGuard): () => void
}
