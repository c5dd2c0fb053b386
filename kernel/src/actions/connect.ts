import { action, runInAction } from 'mobx'
import { connectAcross } from './connectAcross.ts'
import { registryWalletOf } from './registryWalletOf.ts'
import { toAdapterError } from '../errors/toAdapterError.ts'
import { BaseError } from '../errors/BaseError.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { Network } from '../model/Network.ts'
import type { Wallet } from '../model/Wallet.ts'
import type { StoredConnection } from '../model/StoredConnection.ts'
import { Analytics } from '../services/Analytics.ts'
import { connectionListOf } from '../store/connectionListOf.ts'
import type { ActionConfig } from './ActionConfig.ts'
import { applyConnected } from './applyConnected.ts'
import { pair } from './pair.ts'
import { AdapterNotFoundError } from '../errors/AdapterNotFoundError.ts'
import { AdapterUnavailableError } from '../errors/AdapterUnavailableError.ts'
import { ConnectorNotFoundError } from '../errors/ConnectorNotFoundError.ts'

/** Parameters of `connect`. */
export interface ConnectParameters {
  /** The connector to connect through, as the registry lists it. */
  connectorId: string
  /** The registry wallet chosen, remembered as recent. */
  wallet?: Wallet | undefined
  /** Gives a pairing up (the view was left). */
  signal?: AbortSignal | undefined
}

/** What `connect` resolves: nothing; the connections store holds the result. */
export type ConnectReturnType = undefined

/**
 * What `connect` rejects with: a BaseError, code 4001 when the user declined, `CONNECTOR_NOT_FOUND`,
 * `ADAPTER_NOT_FOUND` (no chain adapter for its namespaces) or `ADAPTER_UNAVAILABLE` (its adapter
 * could not be loaded), else the wallet's failure (SPEC §8's codes).
 */
export type ConnectErrorType = BaseError

/**
 * Connects through a connector (SPEC §4), once the adapters have loaded, in every namespace it
 * serves that has a chain adapter, the active namespace first; pairs first when its adapter pairs.
 * A namespace's connection through another wallet is kept, inactive, beside the new one (and is
 * active again when the new one fails). Throws when no namespace connected. Tracks AppKit's USER_REJECTED ({ message }) for a declined
 * prompt and CONNECT_ERROR ({ message }) for any other failure; a pairing given up through
 * `signal` is neither.
 */
export async function connect(config: ActionConfig, parameters: ConnectParameters): Promise<ConnectReturnType> {
  await config.adapters.ensureLoaded()
  await connectOnce(config, parameters).catch((error: unknown) => {
    const failure = toAdapterError(error)
    if (!parameters.signal?.aborted) new Analytics(config.root.events).track(failure.code === 4001 ? 'USER_REJECTED' : 'CONNECT_ERROR', { message: failure.shortMessage })
    throw error
  })
}

async function connectOnce(config: ActionConfig, { connectorId, wallet, signal }: ConnectParameters): Promise<void> {
  const { root, adapters } = config
  const connector = adapters.connectors.find((candidate) => candidate.id === connectorId)
  if (!connector) throw new ConnectorNotFoundError(connectorId)
  const offering = adapters.loadOffering(connectorId)
  // The adapters' chunk did not arrive (offline): no adapter can offer the connector now.
  if (!offering) throw new AdapterUnavailableError(connectorId)
  await offering
  const chains = new Map(
    connector.namespaces.flatMap((namespace) => {
      const chain = adapters.chainAdapter(namespace)
      return chain ? [[namespace, chain] as const] : []
    }),
  )
  const namespaces = connector.namespaces.filter((namespace) => chains.has(namespace))
  if (namespaces.length === 0) throw new AdapterNotFoundError(connectorId)
  await pair(config, { connectorId, namespaces, signal })
  const { connections, wallets } = root
  const list = connectionListOf(root)
  const replaced = new Map<ChainNamespace, StoredConnection>()
  const active = connections.activeNamespace
  const ordered = active && namespaces.includes(active) ? [active, ...namespaces.filter((namespace) => namespace !== active)] : namespaces
  const connected = await connectAcross(ordered, {
    connect: async (namespace) => chains.get(namespace)?.connect(connectorId, networkFor(config, namespace)),
    setConnecting: action((namespace: ChainNamespace) => {
      const previous = list.activeOf(namespace)
      if (previous && previous.connectorId !== connectorId) {
        list.hold(previous)
        replaced.set(namespace, previous)
      }
      connections.setConnecting(namespace, connectorId)
    }),
    setConnected: action((namespace: ChainNamespace, result: unknown) => {
      applyConnected(config, namespace, connectorId, result)
      list.release(namespace, connectorId)
    }),
    setDisconnected: action((namespace: ChainNamespace) => {
      const previous = replaced.get(namespace)
      if (!previous) return connections.setDisconnected(namespace)
      // The wallet's adapter keeps the previous session until a connect succeeds: it is active again.
      list.release(namespace, previous.connectorId)
      connections.setConnected(namespace, previous)
      root.networks.setActive(namespace, previous.caipNetworkId)
    }),
    report: (error) => adapters.report('ADAPTER_CONNECT_FAILED', connectorId, error),
  })
  runInAction(() => {
    const first = connected[0]
    if (first && !(active && connected.includes(active))) connections.setActiveNamespace(first)
    const chosen = wallet ?? registryWalletOf(connector)
    if (chosen) wallets.addRecent(chosen)
  })
}

/** The network a namespace connects on: its active one, else its first configured. */
function networkFor({ root }: ActionConfig, namespace: ChainNamespace): Network | undefined {
  const { networks } = root
  const activeId = networks.activeByNamespace.get(namespace)
  return (activeId ? networks.find(activeId) : undefined) ?? networks.forNamespace(namespace)[0]
}
