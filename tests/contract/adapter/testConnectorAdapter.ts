import { BaseError, ProviderError } from '@portico/kernel'
import type { ChainNamespace } from '@portico/kernel'
import { parseCaipNetworkId, rpcErrorCodes } from '@portico/kernel/extend'
import type { ConnectorAdapter, ConnectorAdapterDefinition, Pairing } from '@portico/kernel/extend'
import { testConnectorWallet } from './testConnectorWallet.ts'
import type { TestConnectorWallet } from './testConnectorWallet.ts'

/** Options of {@link testConnectorAdapter}. */
export interface TestConnectorAdapterOptions {
  /** Default eip155 and solana. */
  namespaces?: ChainNamespace[]
  /** Who answers its pairings; default a wallet no one answers. */
  wallet?: TestConnectorWallet
  /** The connectors with a session: shared between adapters, what a reload finds again; default a fresh one per load. */
  sessions?: Set<string>
  /** How long a pairing is offered; a fresh one comes once 10 s or less remain (SPEC §5). Default 4 min. */
  pairingLifetimeMs?: number
}

const connectorId = 'test-connector'
const pairingExpiryMarginMs = 10_000
const accounts: Partial<Record<ChainNamespace, string>> = {
  eip155: '0x52908400098527886E0F7030069857D2E4169EE7',
  solana: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
}

function randomUri(): string {
  return `portico-test:${[...crypto.getRandomValues(new Uint8Array(8))].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

function providerError(entry: { code: number; message: string }, details?: string): ProviderError {
  return new ProviderError(entry.message, { code: entry.code, ...(details ? { details } : {}) })
}

/**
 * A small deterministic connector adapter for the adapter contract: one connector across its
 * namespaces that pairs through `wallet` (a fresh pairing before the last expires; 4001 when the
 * wallet declines; gives up on abort), keeps its session in `sessions`, and while it lasts hands
 * out a provider per namespace answering `eth_chainId`/`eth_accounts` or `solana_getAccounts`.
 */
export function testConnectorAdapter(options: TestConnectorAdapterOptions = {}): ConnectorAdapterDefinition {
  const namespaces = options.namespaces ?? ['eip155', 'solana']
  const wallet = options.wallet ?? testConnectorWallet()
  const lifetimeMs = options.pairingLifetimeMs ?? 4 * 60_000
  return {
    kind: 'connector',
    id: 'test-connector',
    namespaces,
    load: async (context) => {
      const sessions = options.sessions ?? new Set<string>()
      const chainId = (namespace: ChainNamespace) => context.networks.find((network) => network.chainNamespace === namespace)?.caipNetworkId
      const answer = (namespace: ChainNamespace, method: string): unknown => {
        if (!sessions.has(connectorId)) throw providerError(rpcErrorCodes.DISCONNECTED)
        const account = accounts[namespace]
        if (namespace === 'eip155' && method === 'eth_accounts' && account) return [account]
        if (namespace === 'eip155' && method === 'eth_chainId') {
          const reference = parseCaipNetworkId(chainId('eip155') ?? '')?.reference
          if (reference === undefined) throw providerError(rpcErrorCodes.CHAIN_DISCONNECTED)
          return `0x${BigInt(reference).toString(16)}`
        }
        if (namespace === 'solana' && method === 'solana_getAccounts' && account) return [{ pubkey: account }]
        throw providerError(rpcErrorCodes.UNSUPPORTED_METHOD, method)
      }
      const providers = new Map(namespaces.map((namespace) => [namespace, { namespace, request: async ({ method }: { method: string }) => answer(namespace, method) }]))

      const pair: ConnectorAdapter['pair'] = async (id, { onPairing, signal }) => {
        if (id !== connectorId) throw new BaseError('Connector not found', { code: 'CONNECTOR_NOT_FOUND', details: id })
        return new Promise<void>((resolve, reject) => {
          const offered: string[] = []
          let timer: ReturnType<typeof setTimeout> | undefined
          let done = false
          const finish = (settle: () => void) => {
            if (done) return
            done = true
            clearTimeout(timer)
            signal.removeEventListener('abort', onAbort)
            for (const uri of offered) wallet.withdraw(uri)
            settle()
          }
          const onAbort = () => finish(() => reject(new BaseError('The pairing was abandoned', { code: 'PAIRING_ABORTED', cause: signal.reason })))
          const offer = () => {
            const pairing: Pairing = { uri: randomUri(), expiresAt: Date.now() + lifetimeMs }
            offered.push(pairing.uri)
            // A wallet that answers an older pairing still counts.
            void wallet.offer(pairing.uri).then((approved) => {
              if (!approved) return finish(() => reject(new ProviderError('User rejected the request.', { code: 4001 })))
              sessions.add(connectorId)
              finish(resolve)
            })
            onPairing(pairing)
            timer = setTimeout(offer, Math.max(0, lifetimeMs - pairingExpiryMarginMs))
          }
          if (signal.aborted) return onAbort()
          signal.addEventListener('abort', onAbort)
          offer()
        })
      }

      return {
        namespaces,
        capabilities: namespaces.map((namespace) => `${namespace}:remoteSigning`),
        getConnectors: () => [{ id: connectorId, type: 'WALLET_CONNECT' as const, name: 'Test Connector', namespaces: [...namespaces] }],
        getProvider: (namespace: ChainNamespace) => (sessions.has(connectorId) ? providers.get(namespace) : undefined),
        pair,
        hasSession: (id: string) => id === connectorId && sessions.has(id),
        async disconnect(id: string) {
          if (id !== connectorId || !sessions.delete(id)) return
          for (const namespace of namespaces) context.onDisconnect(namespace)
        },
        destroy: () => providers.clear(),
      }
    },
  }
}
