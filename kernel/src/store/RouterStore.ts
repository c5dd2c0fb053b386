import { makeAutoObservable } from 'mobx'
import type { RouteRegistry, ViewId } from '../contracts/RouteRegistry.ts'

/** One entry of the router's history. */
export interface HistoryEntry<V extends ViewId = ViewId> {
  view: V
  data: RouteRegistry[V] | undefined
}

/** The modal's internal history (SPEC §2): no URLs, a stack of views. */
export class RouterStore {
  history: HistoryEntry[] = [{ view: 'Connect', data: undefined }]
  private readonly onEmpty: () => void

  /** `onEmpty` runs when going back from the only entry: the modal closes then. */
  constructor(onEmpty: () => void) {
    this.onEmpty = onEmpty
    makeAutoObservable<RouterStore, 'onEmpty'>(this, { onEmpty: false }, { autoBind: true })
  }

  private get current(): HistoryEntry {
    return this.history[this.history.length - 1] ?? { view: 'Connect', data: undefined }
  }

  /** The current view. */
  get view(): ViewId {
    return this.current.view
  }

  /** The current view's data. */
  get data(): RouteRegistry[ViewId] | undefined {
    return this.current.data
  }

  /** Adds a view on top; does nothing if it is already the current view. */
  push<V extends ViewId>(view: V, data?: RouteRegistry[V]): void {
    if (this.view === view) return
    this.history.push({ view, data })
  }

  /** Sets a single-entry history. */
  reset<V extends ViewId>(view: V, data?: RouteRegistry[V]): void {
    this.history = [{ view, data }]
  }

  /** Swaps the last entry, unless it is already that view. */
  replace<V extends ViewId>(view: V, data?: RouteRegistry[V]): void {
    if (this.view === view) return
    this.history[this.history.length - 1] = { view, data }
  }

  /** Pops the last entry, or closes the modal when one entry is left. */
  goBack(): void {
    if (this.history.length > 1) this.history.pop()
    else this.onEmpty()
  }

  /** Goes back to the entry at `index`, dropping every later entry. */
  goBackToIndex(index: number): void {
    if (!Number.isInteger(index) || index < 0 || index >= this.history.length) return
    this.history = this.history.slice(0, index + 1)
  }

  /** Whether there is an entry to go back to. */
  get canGoBack(): boolean {
    return this.history.length > 1
  }
}
