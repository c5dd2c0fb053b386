/** A listener for one event of a namespace provider. */
export type ProviderListener = (payload: unknown) => void

/** The events of one namespace provider: `on`, `removeListener`, and `emit` for the adapter. */
export class ProviderEvents {
  private readonly listeners = new Map<string, Set<ProviderListener>>()

  /** Adds a listener for an event. */
  on(event: string, listener: ProviderListener): void {
    const set = this.listeners.get(event) ?? new Set<ProviderListener>()
    set.add(listener)
    this.listeners.set(event, set)
  }

  /** Removes a listener. */
  removeListener(event: string, listener: ProviderListener): void {
    this.listeners.get(event)?.delete(listener)
  }

  /** Calls every listener of an event; one that throws does not stop the others. */
  emit(event: string, payload: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        listener(payload)
      } catch (error) {
        console.error(`[Portico] a WalletConnect ${event} listener failed`, error)
      }
    }
  }

  /** Forgets every listener. */
  clear(): void {
    this.listeners.clear()
  }
}
