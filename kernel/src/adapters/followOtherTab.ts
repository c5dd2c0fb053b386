import { runInAction } from 'mobx'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import { parseCaipNetworkId } from '../model/parseCaipNetworkId.ts'
import type { StorageValue } from '../services/Storage.ts'
import type { AdapterRegistryRoot } from '../store/AdapterRegistryRoot.ts'
import type { AdapterRegistry } from './AdapterRegistry.ts'
import { checkConnectResult } from '../actions/checkConnectResult.ts'
import { parseStoredValue } from './parseStoredValue.ts'

/** What a tab needs to follow the connections another tab of the origin stores. */
export interface FollowOtherTabInput {
  root: AdapterRegistryRoot
  /** The adapters: loaded (once) for a namespace another tab connected, then each namespace's chain adapter and each connector's adapter. */
  adapters: Pick<AdapterRegistry, 'ensureLoaded' | 'chainAdapter' | 'connectorAdapter'>
  report: (event: string, id: string, error: unknown) => void
  /** False once this instance is destroyed. */
  isLive: () => boolean
}

/** What a `storage` event carries. */
type StorageChange = Pick<StorageEvent, 'key' | 'oldValue' | 'newValue' | 'storageArea'>

type StoredConnections = StorageValue<'connections'>

/**
 * Follows what another tab of the origin stored (a `storage` event; a tab gets none for its own
 * writes): a namespace it disconnected is disconnected here too, state first, then the chain
 * adapter's session; one it connected reconnects here silently, as at page load; its account and
 * network changes are applied. Everything applied here is applied quietly, never stored back,
 * so tabs never echo each other. Other storage, foreign keys, removals and values that do not
 * decode with the storage schema are ignored.
 */
export function followOtherTab(change: StorageChange, input: FollowOtherTabInput): void {
  const { storage } = input.root
  if (change.storageArea !== storage.backend || !change.key?.startsWith(storage.prefix)) return
  const key = change.key.slice(storage.prefix.length)
  if (key === 'connections') {
    const next = parseStoredValue('connections', change.newValue)
    if (next) followConnections(parseStoredValue('connections', change.oldValue) ?? {}, next, input)
  } else if (key === 'activeCaipNetworkId') {
    const next = parseStoredValue('activeCaipNetworkId', change.newValue)
    if (next) followNetwork(next, input)
  }
}

function followConnections(before: StoredConnections, after: StoredConnections, input: FollowOtherTabInput): void {
  const { connections } = input.root
  const namespaces = new Set([...Object.keys(before), ...Object.keys(after)] as ChainNamespace[])
  for (const namespace of namespaces) {
    const was = before[namespace]?.[0]
    const now = after[namespace]?.[0]
    // Another namespace changed.
    if (JSON.stringify(was) === JSON.stringify(now)) continue
    const here = connections.connectionOf(namespace)
    // A connect, a restore or a follow under way here settles by itself.
    if (here.status === 'connecting') continue
    if (!now) {
      if (was && here.status === 'connected') disconnectHere(namespace, input)
      continue
    }
    if (here.status === 'disconnected' || here.connectorId !== now.connectorId) {
      // A host that turned reconnecting off (AppKit's enableReconnect: false) connects only when asked.
      if (input.root.config.options.enableReconnect !== false) void reconnectHere(namespace, now.connectorId, input)
      continue
    }
    const addresses = now.accounts.map((account) => account.address)
    if (addresses.join() === here.accounts.map((account) => account.address).join()) continue
    const accounts = now.accounts.map(({ address, type }) => ({ namespace, address, type }))
    runInAction(() => connections.quietly(() => connections.setAccounts(namespace, accounts)))
  }
}

/**
 * Another tab ended the namespace's connection: the state goes at once, then the chain adapter's
 * session ends here, so this tab cannot sign for it. The other tab already told the wallet: a
 * connector adapter's session (WalletConnect's) is not ended again but forgotten here once no
 * namespace here uses its connector, and the EVM adapter's revoke of the origin's permission
 * repeats one already done (WalletConnect's provider answers it itself).
 */
function disconnectHere(namespace: ChainNamespace, input: FollowOtherTabInput): void {
  const { connections } = input.root
  const { connectorId } = connections.connectionOf(namespace)
  runInAction(() =>
    connections.quietly(() => {
      connections.setDisconnected(namespace)
      const remaining = connections.connectedNamespaces[0]
      if (remaining && !connections.isConnected) connections.setActiveNamespace(remaining)
    }),
  )
  const chain = input.adapters.chainAdapter(namespace)
  const ended = chain ? chain.disconnect().catch((error: unknown) => input.report('ADAPTER_DISCONNECT_FAILED', namespace, error)) : Promise.resolve()
  const inUse = [...connections.byNamespace.values()].some((each) => each.status !== 'disconnected' && each.connectorId === connectorId)
  if (connectorId === undefined || inUse) return
  const owner = input.adapters.connectorAdapter(connectorId)
  // After the chain adapter's own ending, which may still go through the connector's provider.
  if (owner?.forgetSession) void ended.then(() => owner.forgetSession?.(connectorId))
}

/** Another tab connected the namespace: it reconnects here without prompting; if it cannot, it stays disconnected here only. */
async function reconnectHere(namespace: ChainNamespace, connectorId: string, input: FollowOtherTabInput): Promise<void> {
  const { connections, networks } = input.root
  runInAction(() => connections.setConnecting(namespace, connectorId))
  const stillPending = () => {
    const now = connections.connectionOf(namespace)
    return input.isLive() && now.status === 'connecting' && now.connectorId === connectorId
  }
  try {
    await input.adapters.ensureLoaded()
    // A connector whose session lives in storage the tabs share (WalletConnect's) takes up the other tab's first.
    await input.adapters.connectorAdapter(connectorId)?.reloadSession?.(connectorId)
    const chain = input.adapters.chainAdapter(namespace)
    const result = chain?.reconnect ? await chain.reconnect(connectorId) : undefined
    let followed = false
    runInAction(() => {
      if (!stillPending()) return
      connections.quietly(() => {
        if (!result) return connections.setDisconnected(namespace)
        const checked = checkConnectResult(namespace, result)
        connections.setConnected(namespace, { ...checked, connectorId })
        // Of the namespaces the other tab connected, the one it has active is active here too, whichever reconnects first.
        if (input.root.storage.get('activeNamespace') === namespace) connections.setActiveNamespace(namespace)
        // The other tab stored its network; storing this one's could undo a later change of it.
        networks.activeByNamespace.set(namespace, checked.caipNetworkId)
        followed = true
      })
    })
    // A connecting view here (a QR code whose provider the reload replaced) ends as connected.
    if (followed) input.root.events.emit('connection:followed', { namespace, connectorId })
  } catch (error) {
    runInAction(() => {
      if (stillPending()) connections.quietly(() => connections.setDisconnected(namespace))
    })
    input.report('ADAPTER_RECONNECT_FAILED', connectorId, error)
  }
}

/** Another tab's wallet moved to another network: a connected namespace here follows, without storing it back. */
function followNetwork(caipNetworkId: string, input: FollowOtherTabInput): void {
  const { connections, networks } = input.root
  const namespace = parseCaipNetworkId(caipNetworkId)?.namespace
  if (!namespace || connections.connectionOf(namespace).status !== 'connected') return
  if (connections.connectionOf(namespace).caipNetworkId === caipNetworkId && networks.activeByNamespace.get(namespace) === caipNetworkId) return
  runInAction(() => {
    networks.activeByNamespace.set(namespace, caipNetworkId)
    connections.setNetwork(namespace, caipNetworkId)
  })
}
