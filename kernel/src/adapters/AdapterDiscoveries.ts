import type { AdapterDefinition } from '../contracts/AdapterDefinition.ts'
import type { ConnectorDiscovery } from '../contracts/ConnectorDiscovery.ts'
import type { StartedDiscoveries } from './StartedDiscoveries.ts'

/** What the discoveries need: the listed adapters, whom to tell of a change, where failures go. */
export interface AdapterDiscoveriesInput {
  definitions: readonly AdapterDefinition[]
  onChange: () => void
  report: (id: string, error: unknown) => void
  /** False once the registry is destroyed: a discovery that arrives then is stopped at once. */
  isLive: () => boolean
}

/**
 * The wallet discoveries the listed chain adapters start before their SDKs load (their
 * definitions' `discover`), by adapter id: started once, concurrently; one failing is reported
 * and its wallets show once its adapter loads.
 */
export class AdapterDiscoveries {
  private readonly started = new Map<string, ConnectorDiscovery>()
  private running: Promise<void> | undefined
  private readonly input: AdapterDiscoveriesInput

  constructor(input: AdapterDiscoveriesInput) {
    this.input = input
  }

  /**
   * Starts every discovery once, taking over those already started (`found`, by definition: the
   * registry starts them beside this code's chunk) and stopping the ones started for a definition
   * that is not listed (a duplicate); settles when each has started or failed.
   */
  start(found: StartedDiscoveries = new Map()): Promise<void> {
    if (this.running) return this.running
    const { definitions } = this.input
    for (const [definition, discovery] of found) {
      if (!definitions.includes(definition)) discovery?.then((unused) => unused.stop(), () => undefined)
    }
    this.running = Promise.all(
      definitions.map(async (definition) => {
        if (definition.kind !== 'chain' || !definition.discover) return
        try {
          const discovery = await (found.get(definition) ??
            definition.discover(() => {
              if (this.input.isLive()) this.input.onChange()
            }))
          if (this.input.isLive()) this.started.set(definition.id, discovery)
          else discovery.stop()
        } catch (error) {
          this.input.report(definition.id, error)
        }
      }),
    ).then(() => undefined)
    return this.running
  }

  /** The discovery an adapter started; undefined when it has none (yet). */
  of(adapterId: string): ConnectorDiscovery | undefined {
    return this.started.get(adapterId)
  }

  /** Stops every discovery (an adapter that took one over stops it too; stopping twice is harmless). */
  stop(): void {
    for (const [id, discovery] of this.started) {
      try {
        discovery.stop()
      } catch (error) {
        this.input.report(id, error)
      }
    }
    this.started.clear()
  }
}
