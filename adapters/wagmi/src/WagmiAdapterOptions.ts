import * as t from 'io-ts'
import type { CreateConnectorFn, Storage, Transport } from '@wagmi/core'
import type { EvmOptions } from '@portico/adapter-evm'
import type { AppKitNetwork } from '@portico/kernel/networks'

/**
 * What `new WagmiAdapter(...)` takes: AppKit's options, and Portico's EVM adapter options under
 * `evm`. Only the EVM networks (eip155) become wagmi's chains.
 */
export interface WagmiAdapterOptions {
  /** The networks, as given to `createAppKit` too; at least one EVM network. */
  networks: readonly AppKitNetwork[]
  /** The project id; the modal takes it from `createAppKit` (kept for AppKit's signature). */
  projectId?: string
  /** wagmi's server rendering mode (`createConfig`'s `ssr`). */
  ssr?: boolean
  /** Where wagmi keeps its state (`createStorage({ storage: cookieStorage })` for SSR). */
  storage?: Storage | null
  /** wagmi transports by chain id; an `http(url)` one is also what the modal reads balances with. */
  transports?: Record<number, Transport>
  /** More wagmi connectors: not supported, every connection is made in the modal (warned in development). */
  connectors?: readonly CreateConnectorFn[]
  /** Portico's EVM adapter options: host wallets, RPC urls, tokens, ENS resolvers, discovery. */
  evm?: EvmOptions
}

/** The shape checked at runtime, for hosts without TypeScript: the values themselves stay as given. */
export const WagmiAdapterOptionsShape = t.intersection(
  [
    t.type({ networks: t.array(t.unknown, 'a list of networks') }),
    t.partial({
      projectId: t.string,
      ssr: t.boolean,
      storage: t.union([t.UnknownRecord, t.null], 'a wagmi storage'),
      transports: t.record(t.string, t.Function, 'transports by chain id'),
      connectors: t.array(t.Function, 'a list of wagmi connectors'),
      evm: t.UnknownRecord,
    }),
  ],
  'WagmiAdapter options { networks, projectId?, ssr?, storage?, transports?, evm? }',
)
