import { BaseError, ProviderError } from '@portico/kernel'
import type { Network } from '@portico/kernel'
import type { AdapterContext, ChainAdapter, ChainAdapterDefinition, ConnectResult, Connector, TokenBalance, TransferRequest } from '@portico/kernel/extend'
import { storyAddresses } from './storyAddresses.ts'
import { storyBalances } from './storyBalances.ts'
import { storyConnectors } from './storyConnectors.ts'
import { storyHeldAnswers } from './storyHeldAnswers.ts'
import { summarizeEvmRequest } from '@portico/adapter-evm'
import type { EvmCall, EvmCalls } from '@portico/adapter-evm'
import { summarizeSolanaRequest } from '@portico/adapter-solana'

/**
 * How a wallet answers a request in a story: it agrees, it declines (4001), it fails (the
 * request timed out), its node cannot be reached, or it never answers.
 */
export type StoryOutcome = 'succeed' | 'decline' | 'fail' | 'unreachable' | 'pending'

/**
 * What the story account's balances do: fixed tokens, none, a failure, never answering,
 * fixed on the first read and then the node cannot be reached, or fixed once the story releases them.
 */
export type StoryBalances = 'fixed' | 'empty' | 'fail' | 'pending' | 'downAfterFirst' | 'held'

/** Options of `storyAdapter`; every default gives the happy path. */
export interface StoryAdapterOptions {
  /** The namespace it serves; default eip155. */
  namespace?: 'eip155' | 'solana'
  /** How connect answers; default succeed. */
  connect?: StoryOutcome
  /** The CAIP-2 network the wallet is on once connected (a wrong network for that state). */
  walletNetworkId?: string
  /** How disconnecting answers; default succeed. */
  disconnect?: StoryOutcome
  /** How network switching answers; default succeed. */
  switchNetwork?: StoryOutcome
  /** How message signing answers; default succeed. */
  signMessage?: StoryOutcome
  /** How a send answers; default succeed (with a fixed hash). */
  sendTransaction?: StoryOutcome
  /** How a sent transaction's confirmation on chain answers (transfers and calls); default succeed at once. */
  confirmation?: StoryOutcome
  /** How a fee estimate answers; default succeed (0.000042 of the native unit). */
  estimateFee?: StoryOutcome
  /** How a contract call or an atomic batch (`eip155:calls`) answers; default succeed (fixed hashes, all successful). */
  sendCall?: StoryOutcome
  /** Whether the wallet runs batches atomically (`eip155:calls`); default false. */
  atomicBatch?: boolean
  /** The account's balances; default fixed. */
  balances?: StoryBalances
  /** The connectors it offers; default an announced wallet, an injected one and WalletConnect. */
  connectors?: Connector[]
}

function never<T>(): Promise<T> {
  return new Promise<T>(() => {})
}

function declined(): ProviderError {
  return new ProviderError('User rejected the request.', { code: 4001 })
}

function timedOut(): BaseError {
  return new BaseError('The request took too long to respond', { code: 'TIMEOUT' })
}

/** What a wallet throws when its node cannot be reached: the generic -32603 around a failed fetch. */
function unreachable(): ProviderError {
  return new ProviderError('An internal JSON-RPC error occurred.', { code: -32603, cause: new TypeError('Failed to fetch') })
}

async function answer<T>(outcome: StoryOutcome, value: () => T): Promise<T> {
  if (outcome === 'pending') return never<T>()
  if (outcome === 'decline') throw declined()
  if (outcome === 'fail') throw timedOut()
  if (outcome === 'unreachable') throw unreachable()
  return value()
}

/**
 * A deterministic chain adapter for stories: fixed connectors, a fixed account and fixed
 * balances, and each request answered as the story asks. No network, no timers.
 */
export function storyAdapter(options: StoryAdapterOptions = {}): ChainAdapterDefinition {
  const namespace = options.namespace ?? 'eip155'
  return {
    kind: 'chain',
    id: `story-${namespace}`,
    namespace,
    load: async (context: AdapterContext): Promise<ChainAdapter> => {
      const connectors = options.connectors ?? storyConnectors(namespace)
      const address = storyAddresses[namespace] ?? ''
      let balanceReads = 0
      const ownNetworks = context.networks.filter((network) => network.chainNamespace === namespace)
      let connectedId: string | undefined

      const result = (caipNetworkId: string): ConnectResult => ({
        accounts: [{ namespace, address, type: 'eoa' }],
        caipNetworkId,
      })

      // Transfers as the EVM and Solana adapters offer them (their `transfer` extension).
      const transfer = {
        sendTransaction: async (_request: TransferRequest) => answer(options.sendTransaction ?? 'succeed', () => `0x${'ab'.repeat(32)}`),
        // A story's transfer is final as soon as it is sent, unless the story holds its confirmation.
        waitForTransaction: async (_hash: string, _network: Network) => answer(options.confirmation ?? 'succeed', () => undefined),
        estimateFee: async (_request: TransferRequest, network: Network) => answer(options.estimateFee ?? 'succeed', () => 42n * 10n ** BigInt(network.nativeCurrency.decimals - 6)),
      }

      // Contract calls as the EVM adapter offers them (its `eip155:calls` extension): sent and included at once.
      const callHash = (index: number) => `0x${index.toString(16).padStart(2, '0').repeat(32)}`
      const calls: EvmCalls = {
        supportsAtomicBatch: async (_network: Network) => options.atomicBatch ?? false,
        sendCall: async (_call: EvmCall, _network: Network) => answer(options.sendCall ?? 'succeed', () => `0x${'cd'.repeat(32)}`),
        sendAtomicBatch: async (batch: readonly EvmCall[], _network: Network) =>
          answer(options.sendCall ?? 'succeed', () => ({ status: 'success' as const, hashes: batch.map((_call, index) => callHash(index + 1)) })),
        waitForCall: async (hash: string, _network: Network) => answer(options.confirmation ?? 'succeed', () => ({ status: 'success' as const, hashes: [hash] })),
      }

      return {
        namespace,
        // Requests read as the real chain adapters read them.
        summarizeRequest: namespace === 'eip155' ? summarizeEvmRequest : summarizeSolanaRequest,
        capabilities: [`${namespace}:switchChain`, `${namespace}:signMessage`, `${namespace}:balances`, `${namespace}:transfer`, ...(namespace === 'eip155' ? ['eip155:calls'] : [])],
        getConnectors: () => [...connectors],
        async connect(connectorId, network) {
          if (!connectors.some((connector) => connector.id === connectorId)) {
            throw new BaseError('Connector not found', { code: 'CONNECTOR_NOT_FOUND', details: connectorId })
          }
          const caipNetworkId = options.walletNetworkId ?? network?.caipNetworkId ?? ownNetworks[0]?.caipNetworkId ?? `${namespace}:1`
          return answer(options.connect ?? 'succeed', () => {
            connectedId = connectorId
            return result(caipNetworkId)
          })
        },
        async reconnect(connectorId) {
          if ((options.connect ?? 'succeed') !== 'succeed') return undefined
          if (!connectors.some((connector) => connector.id === connectorId)) return undefined
          connectedId = connectorId
          return result(options.walletNetworkId ?? ownNetworks[0]?.caipNetworkId ?? `${namespace}:1`)
        },
        async disconnect() {
          await answer(options.disconnect ?? 'succeed', () => undefined)
          connectedId = undefined
        },
        async switchNetwork(network) {
          await answer(options.switchNetwork ?? 'succeed', () => undefined)
          if (connectedId) context.onNetworkChanged(namespace, network.caipNetworkId)
        },
        async signMessage(message, signer) {
          if (signer !== address) throw new BaseError('Unknown account', { code: 'ACCOUNT_NOT_FOUND', details: signer })
          return answer(options.signMessage ?? 'succeed', () => `0x${'5a'.repeat(65)}`)
        },
        async getBalances(owner, network): Promise<TokenBalance[]> {
          const balances = options.balances ?? 'fixed'
          if (balances === 'pending') return never()
          if (balances === 'held') await storyHeldAnswers.wait()
          if (balances === 'fail') throw new BaseError('Token Balance Unavailable', { code: 'BALANCES_UNAVAILABLE' })
          if (balances === 'downAfterFirst' && balanceReads++ > 0) throw unreachable()
          if (balances === 'empty' || owner !== address) return []
          return storyBalances(network.caipNetworkId)
        },
        extensions: namespace === 'eip155' ? { 'eip155:transfer': transfer, 'eip155:calls': calls } : { 'solana:transfer': transfer },
        destroy() {
          connectedId = undefined
        },
      }
    },
  }
}
