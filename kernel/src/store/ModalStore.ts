import { makeAutoObservable, observableRef } from 'mobx'

/** A check that may forbid closing the modal; it reads observables, so `canClose` follows it. */
export type CloseGuard = () => boolean

/** Whether the modal is open, loading, or embedded in the host page. */
export class ModalStore {
  open = false
  loading = false
  /** Whether remote configuration and the enabled plugins are set up (`appKit.ready` settled). */
  initialized = false
  /** Embedded mode: the modal closes by itself once an address is set (SPEC §2). */
  readonly embedded: boolean
  private guards = new Set<CloseGuard>()

  constructor(embedded = false) {
    this.embedded = embedded
    // The set is replaced, never mutated; a deep observable would wrap the guard functions.
    makeAutoObservable<ModalStore, 'guards'>(this, { guards: observableRef }, { autoBind: true })
  }

  /** False while any guard forbids closing (SIWX required without a session, SPEC §4). */
  get canClose(): boolean {
    for (const guard of this.guards) if (!guard()) return false
    return true
  }

  /** Adds a guard; returns the function that removes it. */
  addCloseGuard(guard: CloseGuard): () => void {
    this.guards = new Set(this.guards).add(guard)
    return () => this.removeCloseGuard(guard)
  }

  private removeCloseGuard(guard: CloseGuard): void {
    const next = new Set(this.guards)
    next.delete(guard)
    this.guards = next
  }

  /** Marks the modal open. */
  setOpen(open: boolean): void {
    this.open = open
  }

  /** Marks the instance as set up. */
  setInitialized(): void {
    this.initialized = true
  }

  /** Marks the modal as loading (its UI is being fetched). */
  setLoading(loading: boolean): void {
    this.loading = loading
  }
}
