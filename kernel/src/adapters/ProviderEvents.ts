import { Logger } from '../services/Logger.ts'

/** A listener for one event of a provider that a connector adapter hands a chain adapter. */
export type ProviderListener = (payload: unknown) => void

/**
 * The events of a provider a connector adapter hands to a chain adapter (`accountsChanged`,
 * `chainChanged`, `disconnect`): `on` and `removeListener` for the chain adapter, `emit` for the
 * connector adapter. `owner` names the adapter in the log (the adapter context's `logger`) when a listener throws.
 */
export class ProviderEvents {
  private readonly listeners = new Map<string, Set<ProviderListener>>()
  private readonly owner: string
  private readonly logger: Logger

  constructor(owner: string, logger: Logger = new Logger()) {
    this.owner = owner
    this.logger = logger
  }

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
        this.logger.error(`a ${this.owner} ${event} listener failed`, error)
      }
    }
  }

  /** Forgets every listener. */
  clear(): void {
    this.listeners.clear()
  }
}
