import { Logger } from './Logger.ts'

/** A listener of one event type. */
export type Listener<P> = (payload: P) => void

/** A small typed event bus: `on` returns the function that unsubscribes. */
export class EventBus<Events extends object> {
  private readonly listeners = new Map<keyof Events, Set<Listener<never>>>()
  private readonly logger: Logger

  /** Listeners that throw are reported to the logger. */
  constructor(logger: Logger = new Logger()) {
    this.logger = logger
  }

  /** Listens to one event type; returns the unsubscribe function. */
  on<K extends keyof Events>(type: K, listener: Listener<Events[K]>): () => void {
    const set = this.listeners.get(type) ?? new Set()
    set.add(listener as Listener<never>)
    this.listeners.set(type, set)
    return () => {
      set.delete(listener as Listener<never>)
    }
  }

  /** Calls every listener of the type; a listener that throws does not stop the others. */
  emit<K extends keyof Events>(type: K, payload: Events[K]): void {
    const set = this.listeners.get(type)
    if (!set) return
    for (const listener of [...set]) {
      try {
        ;(listener as Listener<Events[K]>)(payload)
      } catch (error) {
        this.logger.error('an event listener threw', error)
      }
    }
  }

  /** Removes every listener. */
  clear(): void {
    this.listeners.clear()
  }
}
