import { BaseError } from '../../errors/BaseError.ts'
import type { Account } from '../../model/Account.ts'
import type { ChainNamespace } from '../../model/ChainNamespace.ts'
import type { Connector } from '../../model/Connector.ts'
import type { Network } from '../../model/Network.ts'
import type { TokenBalance } from '../../model/TokenBalance.ts'
import type { AdapterContext } from '../../contracts/AdapterContext.ts'
import type { ChainAdapterDefinition } from '../../contracts/AdapterDefinition.ts'
import type { ChainAdapter, ConnectResult } from '../../contracts/ChainAdapter.ts'

/** How the fake wallet answers connect and reconnect. */
export type FakeOutcome = 'succeed' | 'decline' | 'fail' | 'invalid' | 'none'

/** Options of the fake chain adapter used by the kernel's unit tests. */
export interface FakeChainAdapterOptions {
  id?: string
  namespace?: ChainNamespace
  address?: string
  /** The address each connector's wallet gives, where it differs from `address` (several wallets at once). */
  addresses?: Record<string, string>
  /** Further accounts a connector's wallet gives after its first (a wallet with several accounts). */
  moreAddresses?: Record<string, string[]>
  connectors?: Connector[]
  capabilities?: string[]
  connect?: FakeOutcome
  reconnect?: FakeOutcome
  /** The network the wallet says it is on; default the one asked for. */
  walletNetworkId?: string
  loadFails?: boolean
  /** The balances `getBalances` gives (capability `namespace:balances`). */
  balances?: TokenBalance[]
  /** What `walletProvider()` gives while the fake wallet is connected. */
  walletProvider?: object
}

/** A fake adapter's recorded calls and its context, for assertions. */
export interface FakeChainAdapter {
  definition: ChainAdapterDefinition
  calls: string[]
  options: FakeChainAdapterOptions
  context(): AdapterContext
}

const defaultAddresses: Record<ChainNamespace, string> = {
  eip155: '0x52908400098527886E0F7030069857D2E4169EE7',
  solana: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
  bip122: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  polkadot: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
}

/** A deterministic chain adapter whose answers a test sets through `options` (mutable). */
export function fakeChainAdapter(initial: FakeChainAdapterOptions = {}): FakeChainAdapter {
  const options = { ...initial }
  const namespace = options.namespace ?? 'eip155'
  const calls: string[] = []
  let connected = false
  let saved: AdapterContext | undefined
  const answer = (outcome: FakeOutcome, network: Network | undefined, connectorId: string): ConnectResult | undefined => {
    if (outcome === 'decline') throw new BaseError('User rejected the request.', { code: 4001 })
    if (outcome === 'fail') throw new Error('wallet unreachable')
    if (outcome === 'none') return undefined
    const account: Account = { namespace, address: options.addresses?.[connectorId] ?? options.address ?? defaultAddresses[namespace], type: 'eoa' }
    const caipNetworkId = options.walletNetworkId ?? network?.caipNetworkId ?? saved?.networks[0]?.caipNetworkId ?? `${namespace}:1`
    if (outcome === 'invalid') return { accounts: [account], caipNetworkId: 'not-a-network' }
    const more = (options.moreAddresses?.[connectorId] ?? []).map((address): Account => ({ namespace, address, type: 'eoa' }))
    return { accounts: [account, ...more], caipNetworkId }
  }
  const definition: ChainAdapterDefinition = {
    kind: 'chain',
    id: options.id ?? `fake-${namespace}`,
    namespace,
    load: async (context) => {
      saved = context
      calls.push('load')
      if (options.loadFails) throw new Error('chunk failed to load')
      const capabilities = options.capabilities ?? [`${namespace}:switchChain`]
      const adapter: ChainAdapter = {
        namespace,
        capabilities,
        getConnectors: () => options.connectors ?? [{ id: `${namespace}-wallet`, type: 'INJECTED', name: 'Fake Wallet', namespaces: [namespace], explorerId: 'fake-explorer-id', info: { rdns: 'com.fake' } }],
        connect: async (connectorId, network) => {
          calls.push(`connect ${connectorId} ${network?.caipNetworkId ?? '-'}`)
          const result = answer(options.connect ?? 'succeed', network, connectorId) as ConnectResult
          connected = true
          return result
        },
        reconnect: async (connectorId) => {
          calls.push(`reconnect ${connectorId}`)
          const result = answer(options.reconnect ?? 'succeed', undefined, connectorId)
          connected = result !== undefined
          return result
        },
        disconnect: async () => {
          calls.push('disconnect')
          connected = false
        },
        walletProvider: () => (connected ? options.walletProvider : undefined),
        destroy: () => {
          calls.push('destroy')
        },
      }
      if (capabilities.includes(`${namespace}:switchChain`)) {
        adapter.switchNetwork = async (network) => {
          calls.push(`switch ${network.caipNetworkId}`)
        }
      }
      if (capabilities.includes(`${namespace}:balances`)) adapter.getBalances = async () => options.balances ?? []
      return adapter
    },
  }
  return {
    definition,
    calls,
    options,
    context: () => {
      if (!saved) throw new Error('not loaded')
      return saved
    },
  }
}
