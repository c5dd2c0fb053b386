import type { AppKit, ChainNamespace } from '@portico/kernel'
import { createAppKit as createKernelAppKit } from '@portico/kernel'
import { decode } from '@portico/kernel/extend'
import { UniversalProviderMissingError } from './errors.ts'
import type { CoreAppKitOptionsInput } from './CoreAppKitOptionsInput.ts'
import { universalChain } from './universalChain.ts'
import { universalConnector } from './universalConnector.ts'
import { UniversalProviderValue } from './UniversalProviderValue.ts'

/** The namespaces of the networks as given (a viem-style chain is eip155), in order, once each. */
function namespacesOf(networks: unknown): ChainNamespace[] {
  if (!Array.isArray(networks)) return []
  const namespaces = networks.map((network: unknown) => (network as { chainNamespace?: ChainNamespace } | null)?.chainNamespace ?? 'eip155')
  return [...new Set(namespaces)]
}

/**
 * Creates the Portico instance of a host without chain adapters (AppKit's `@reown/appkit/core`):
 * every namespace of its networks connects through the host's `universalProvider`, the modal's
 * WalletConnect row pairing through it, and `getWalletProvider`/`useAppKitProvider` give that
 * provider. A UniversalProviderMissingError (a ConfigError) when `universalProvider` is missing or is not one.
 */
export function createAppKit(input: CoreAppKitOptionsInput): AppKit {
  const { universalProvider, ...options } = input
  const decoded = decode(UniversalProviderValue, universalProvider)
  if (!decoded.ok) throw new UniversalProviderMissingError(decoded.error)
  const universal = decoded.value
  const namespaces = namespacesOf(options.networks)
  return createKernelAppKit({ ...options, adapters: [universalConnector(universal, namespaces), ...namespaces.map((namespace) => universalChain(universal, namespace))] })
}
