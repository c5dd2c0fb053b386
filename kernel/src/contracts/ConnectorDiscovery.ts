import type { Connector } from '../model/Connector.ts'

/**
 * The wallets a chain adapter finds before its SDK loads (EIP-6963 announcements, Wallet Standard
 * registrations): the kernel lists them from the first frame, and hands the discovery to the
 * adapter's `load` (`context.discovery`), which offers the same connectors once loaded.
 */
export interface ConnectorDiscovery {
  /** The connectors found so far, as the loaded adapter will offer them. */
  connectors(): Connector[]
  /** Stops listening. */
  stop(): void
}
