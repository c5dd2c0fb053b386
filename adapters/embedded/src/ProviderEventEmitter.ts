/** A listener for one event of an embedded wallet provider. */
export type ProviderEventListener = (payload: unknown) => void

/** The events of one embedded wallet provider (`accountsChanged`, `chainChanged`, `disconnect`): `on`, `removeListener`, `emit`. */
export class ProviderEventEmitter {
  private readonly listeners = new Map<string, Set<ProviderEventListener>>()

  /** Adds a listener for an event. */
  on(event: string, listener: ProviderEventListener): void {
    const set = this.listeners.get(event) ?? new Set<ProviderEventListener>()
    set.add(listener)
    this.listeners.set(event, set)
  }

  /** Removes a listener. */
  removeListener(event: string, listener: ProviderEventListener): void {
    this.listeners.get(event)?.delete(listener)
  }

  /** Calls every listener of an event; one that throws does not stop the others. */
  emit(event: string, payload: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        listener(payload)
      } catch (error) {
        console.error(`[Portico] an embedded wallet ${event} listener failed`, error)
      }
    }
  }

  /** Forgets every listener. */
  clear(): void {
    this.listeners.clear()
  }
}
