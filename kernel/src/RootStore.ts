import { AdapterRegistry } from './adapters/AdapterRegistry.ts'
import type { AdapterDefinition } from './contracts/AdapterDefinition.ts'
import type { Telemetry } from './services/Telemetry.ts'
import { Stores } from './store/Stores.ts'
import type { StoresInput } from './store/Stores.ts'

/** What the root store is built from. */
export interface RootStoreInput extends StoresInput {
  /** The host's adapters; none by default. */
  adapters?: readonly AdapterDefinition[]
  /** Where adapter failures are reported. */
  telemetry?: Telemetry
}

/**
 * The root of Portico's state: the kernel's stores, with the host's adapters on top. It sits
 * above the stores (machinery, with the adapter registry it builds), so they import nothing of it.
 */
export class RootStore extends Stores {
  /** The host's adapters: connectors, capabilities, connect and disconnect. */
  readonly adapters: AdapterRegistry

  constructor(input: RootStoreInput) {
    super(input)
    this.adapters = new AdapterRegistry(input.adapters ?? [], this, input.telemetry)
  }
}
