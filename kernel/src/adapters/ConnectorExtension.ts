import type { ConnectorExtensionRegistry } from '../contracts/ConnectorExtensionRegistry.ts'

/** A loaded connector adapter's extension under one key, and the connector it connects through. */
export interface ConnectorExtension<K extends keyof ConnectorExtensionRegistry> {
  value: ConnectorExtensionRegistry[K]
  /** The adapter's connector, to pass to `connect` once the extension has logged the user in. */
  connectorId: string
}
