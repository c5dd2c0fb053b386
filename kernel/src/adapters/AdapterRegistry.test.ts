import { autorun, runInAction } from 'mobx'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BaseError } from '../errors/BaseError.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { Connector } from '../model/Connector.ts'
import { Storage } from '../services/Storage.ts'
import { Telemetry } from '../services/Telemetry.ts'
import { memoryStorageBackend } from '../services/memoryStorageBackend.ts'
import type { ConnectionStatus } from '../store/ConnectionsStore.ts'
import { createTestRoot } from '../store/testing/createTestRoot.ts'
import type { AdapterContext } from '../contracts/AdapterContext.ts'
import type { AdapterDefinition, ConnectorAdapterDefinition } from '../contracts/AdapterDefinition.ts'
import type { ChainAdapter } from '../contracts/ChainAdapter.ts'
import { AdapterRegistry } from './AdapterRegistry.ts'
import { fakeChainAdapter } from './testing/fakeChainAdapter.ts'

const evmAddress = '0x52908400098527886E0F7030069857D2E4169EE7'
const solanaNetworkId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

function registryWith(adapters: AdapterDefinition[], storage = new Storage(memoryStorageBackend())) {
  const root = createTestRoot({ adapters }, storage)
  const telemetry = new Telemetry({ projectId: 'p', sdkType: 'portico', sdkVersion: '1.7.7' })
  const sendError = vi.spyOn(telemetry, 'sendError')
  return { root, registry: new AdapterRegistry(adapters, root, telemetry), sendError }
}

let consoleError: ReturnType<typeof vi.spyOn>
let consoleWarn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('AdapterRegistry: loading', () => {
  it('is idle until asked, loads every adapter once and concurrently, then is ready', { timeout: 20_000 }, async () => {
    let releaseEvm: () => void = () => {}
    const evm = fakeChainAdapter()
    const solana = fakeChainAdapter({ namespace: 'solana' })
    const slowEvm: AdapterDefinition = { ...evm.definition, load: async (context) => {
      await new Promise<void>((resolve) => (releaseEvm = resolve))
      return evm.definition.load(context)
    } }
    const { registry, root } = registryWith([slowEvm, solana.definition])
    expect(registry.status).toBe('idle')
    const first = registry.ensureLoaded()
    const second = registry.ensureLoaded()
    expect(first).toBe(second)
    expect(registry.status).toBe('loading')
    // The first load imports the kernel's deferred runtime: seconds on a loaded machine.
    await vi.waitFor(() => expect(solana.calls).toEqual(['load']), { timeout: 15_000 })
    expect(registry.status).toBe('loading')
    releaseEvm()
    await first
    expect(registry.status).toBe('ready')
    expect(evm.calls).toEqual(['load'])
    expect(evm.context().networks.map((network) => network.caipNetworkId)).toEqual(['eip155:1', 'eip155:137'])
    expect(solana.context().networks.map((network) => network.caipNetworkId)).toEqual([solanaNetworkId])
    expect(solana.context().storage).toBe(root.storage)
  })

  it('reports an adapter that fails to load and keeps the others', async () => {
    const broken = fakeChainAdapter({ loadFails: true })
    const solana = fakeChainAdapter({ namespace: 'solana' })
    const { registry, sendError } = registryWith([broken.definition, solana.definition])
    await registry.ensureLoaded()
    expect(registry.status).toBe('ready')
    expect(registry.failures).toEqual([{ adapterId: 'fake-eip155', message: 'chunk failed to load' }])
    expect(consoleError).toHaveBeenCalled()
    expect(sendError).toHaveBeenCalledWith(expect.any(Error), 'ADAPTER_LOAD_FAILED')
    expect(registry.chainAdapter('solana')).toBeDefined()
    expect(registry.chainAdapter('eip155')).toBeUndefined()
    expect(registry.connectors.map((connector) => connector.id)).toEqual(['solana-wallet'])
  })

  it('refuses an adapter whose capabilities do not start with its namespace, or whose optional operations disagree with them', async () => {
    const foreign = fakeChainAdapter({ capabilities: ['solana:signMessage'] })
    const { registry } = registryWith([foreign.definition])
    await registry.ensureLoaded()
    expect(registry.failures[0]?.message).toBe('Adapter "fake-eip155" breaks the adapter contract')
    expect(registry.has('solana:signMessage')).toBe(false)
    expect(foreign.calls).toContain('destroy')
  })

  it('SPEC §8: refuses a chain adapter that cannot connect with "ConnectionControllerClient and NetworkControllerClient must be set"', async () => {
    const evm = fakeChainAdapter()
    const clientless: AdapterDefinition = {
      ...evm.definition,
      load: async (context) => {
        const { connect: _connect, ...loaded } = (await evm.definition.load(context)) as ChainAdapter
        // What a JavaScript adapter without its connection functions resolves.
        return loaded as ChainAdapter
      },
    }
    const { registry } = registryWith([clientless])
    await registry.ensureLoaded()
    expect(registry.failures).toEqual([{ adapterId: 'fake-eip155', message: 'ConnectionControllerClient and NetworkControllerClient must be set' }])
    expect(registry.chainAdapter('eip155')).toBeUndefined()
  })

  it('refuses a second adapter with the same id, or a second chain adapter of a namespace, whatever loads first', async () => {
    const first = fakeChainAdapter({ id: 'evm' })
    const sameNamespace = fakeChainAdapter({ id: 'evm-2' })
    const sameId = fakeChainAdapter({ id: 'evm', namespace: 'solana' })
    const { registry } = registryWith([first.definition, sameNamespace.definition, sameId.definition])
    await registry.ensureLoaded()
    expect(registry.failures.map((failure) => failure.adapterId)).toEqual(['evm-2', 'evm'])
    expect(sameNamespace.calls).toEqual([])
    expect(sameId.calls).toEqual([])
    expect(first.calls).toEqual(['load'])
  })

  it('answers has(capability) for loaded adapters only, and observably', async () => {
    const evm = fakeChainAdapter({ capabilities: ['eip155:switchChain', 'eip155:sendCalls'] })
    const { registry } = registryWith([evm.definition])
    const seen: boolean[] = []
    const stop = autorun(() => seen.push(registry.has('eip155:sendCalls')))
    await registry.ensureLoaded()
    stop()
    expect(seen).toEqual([false, true])
    expect(registry.has('solana:signTransaction')).toBe(false)
    expect(registry.capabilities).toEqual(['eip155:switchChain', 'eip155:sendCalls'])
  })

  it('loads nothing and touches nothing with no adapters', async () => {
    const { registry } = registryWith([])
    await registry.ensureLoaded()
    expect(registry.status).toBe('ready')
    expect(registry.connectors).toEqual([])
  })
})

describe('AdapterRegistry: connectors', () => {
  it('decodes each connector, leaves invalid ones out, and merges namespaces of one id', async () => {
    const shared: Connector = { id: 'multi', type: 'MULTI_CHAIN', name: 'Multi', namespaces: ['eip155'] }
    const evm = fakeChainAdapter({ connectors: [shared, { id: 'bad', type: 'SOMETHING', name: 'Bad', namespaces: ['eip155'] } as unknown as Connector] })
    const solana = fakeChainAdapter({ namespace: 'solana', connectors: [{ ...shared, namespaces: ['solana'] }] })
    const { registry } = registryWith([evm.definition, solana.definition])
    await registry.ensureLoaded()
    expect(registry.connectors).toEqual([{ ...shared, namespaces: ['eip155', 'solana'] }])
    expect(consoleError).toHaveBeenCalled()
  })

  it('refreshes the connectors when an adapter reports a change', async () => {
    const evm = fakeChainAdapter({ connectors: [] })
    const { registry } = registryWith([evm.definition])
    await registry.ensureLoaded()
    expect(registry.connectors).toEqual([])
    evm.options.connectors = [{ id: 'io.rabby', type: 'ANNOUNCED', name: 'Rabby', namespaces: ['eip155'], info: { rdns: 'io.rabby' } }]
    evm.context().onConnectorsChanged()
    expect(registry.connectors.map((connector) => connector.id)).toEqual(['io.rabby'])
  })

  it("follows a connector adapter's user: onUserChanged moves userRevision, and the host's defaultAccountTypes reach the context with SPEC's defaults", async () => {
    let context: AdapterContext | undefined
    const embedded: ConnectorAdapterDefinition = {
      kind: 'connector',
      id: 'embedded',
      namespaces: ['eip155'],
      load: async (given) => {
        context = given
        return { namespaces: ['eip155'], capabilities: [], getConnectors: () => [{ id: 'ID_AUTH', type: 'AUTH', name: 'Email & Socials', namespaces: ['eip155'] }], getProvider: () => undefined }
      },
    }
    const root = createTestRoot({ adapters: [embedded], defaultAccountTypes: { eip155: 'eoa' } }, new Storage(memoryStorageBackend()))
    const registry = new AdapterRegistry([embedded], root, new Telemetry({ projectId: 'p', sdkType: 'portico', sdkVersion: '1.7.7' }))
    await registry.ensureLoaded()
    expect(context?.defaultAccountTypes).toEqual({ eip155: 'eoa', solana: 'eoa', bip122: 'payment', polkadot: 'eoa' })
    const seen: number[] = []
    const stop = autorun(() => void seen.push(registry.userRevision))
    context?.onUserChanged()
    context?.onUserChanged()
    stop()
    expect(seen).toEqual([0, 1, 2])
  })

  it('hands a chain adapter the provider a connector adapter holds for its connector', async () => {
    const provider = { request: () => {} }
    const walletConnect: ConnectorAdapterDefinition = {
      kind: 'connector',
      id: 'walletConnect',
      namespaces: ['eip155', 'solana'],
      load: async () => ({
        namespaces: ['eip155', 'solana'],
        capabilities: ['eip155:walletConnect'],
        getConnectors: () => [{ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', namespaces: ['eip155', 'solana'] }],
        getProvider: (namespace: ChainNamespace) => (namespace === 'eip155' ? provider : undefined),
      }),
    }
    const evm = fakeChainAdapter()
    const { registry } = registryWith([evm.definition, walletConnect])
    await registry.ensureLoaded()
    expect(evm.context().getProvider('walletConnect', 'eip155')).toBe(provider)
    expect(evm.context().getProvider('walletConnect', 'solana')).toBeUndefined()
    expect(evm.context().getProvider('eip155-wallet', 'eip155')).toBeUndefined()
    expect(registry.connectors.map((connector) => connector.id)).toEqual(['eip155-wallet', 'walletConnect'])
    expect(registry.connectorAdapter('walletConnect')?.getProvider('eip155')).toBe(provider)
    expect(registry.connectorAdapter('eip155-wallet')).toBeUndefined()
  })
})

describe('AdapterRegistry: connect', () => {
  it('sets connecting, then connected with the account, the network and a recent wallet', async () => {
    const evm = fakeChainAdapter()
    const { registry, root } = registryWith([evm.definition])
    const statuses: ConnectionStatus[] = []
    const stop = autorun(() => statuses.push(root.connections.connectionOf('eip155').status))
    await registry.connect('eip155-wallet')
    stop()
    expect(statuses).toEqual(['disconnected', 'connecting', 'connected'])
    expect(evm.calls).toContain('connect eip155-wallet eip155:1')
    expect(root.connections.activeNamespace).toBe('eip155')
    expect(root.connections.activeCaipAddress).toBe(`eip155:1:${evmAddress}`)
    expect(root.networks.activeByNamespace.get('eip155')).toBe('eip155:1')
    expect(root.wallets.recent).toEqual([{ id: 'fake-explorer-id', name: 'Fake Wallet', rdns: 'com.fake' }])
    expect(root.storage.get('connectedConnectorIds')).toEqual({ eip155: 'eip155-wallet' })
  })

  it('connects on the active network of the namespace, and follows the network the wallet is on', async () => {
    const evm = fakeChainAdapter({ walletNetworkId: 'eip155:56' })
    const { registry, root } = registryWith([evm.definition])
    runInAction(() => root.networks.setActive('eip155', 'eip155:137'))
    await registry.connect('eip155-wallet')
    expect(evm.calls).toContain('connect eip155-wallet eip155:137')
    expect(root.networks.activeByNamespace.get('eip155')).toBe('eip155:56')
    expect(root.networks.isUnsupported).toBe(true)
  })

  it('remembers the wallet the user picked as recent', async () => {
    const evm = fakeChainAdapter({ connectors: [{ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', namespaces: ['eip155'] }] })
    const { registry, root } = registryWith([evm.definition])
    await registry.connect('walletConnect', { wallet: { id: 'rainbow', name: 'Rainbow' } })
    expect(root.wallets.recent).toEqual([{ id: 'rainbow', name: 'Rainbow' }])
  })

  it('a declined connect sets disconnected and throws a BaseError with code 4001', async () => {
    const evm = fakeChainAdapter({ connect: 'decline' })
    const { registry, root } = registryWith([evm.definition])
    const error = await registry.connect('eip155-wallet').catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(BaseError)
    expect((error as BaseError).code).toBe(4001)
    expect(root.connections.connectionOf('eip155').status).toBe('disconnected')
    expect(root.wallets.recent).toEqual([])
  })

  it('turns anything else a wallet throws into a BaseError', async () => {
    const evm = fakeChainAdapter({ connect: 'fail' })
    const { registry, root } = registryWith([evm.definition])
    const error = await registry.connect('eip155-wallet').catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(BaseError)
    expect((error as BaseError).cause).toBeInstanceOf(Error)
    expect(root.connections.connectionOf('eip155').status).toBe('disconnected')
  })

  it('refuses a result with an invalid CAIP network id (SPEC §5)', async () => {
    const evm = fakeChainAdapter({ connect: 'invalid' })
    const { registry, root } = registryWith([evm.definition])
    await expect(registry.connect('eip155-wallet')).rejects.toMatchObject({ code: 'ADAPTER_INVALID_RESULT' })
    expect(root.connections.connectionOf('eip155').status).toBe('disconnected')
  })

  it('refuses an invalid eip155 address (SPEC §5)', async () => {
    const evm = fakeChainAdapter({ address: '0x1234' })
    const { registry } = registryWith([evm.definition])
    await expect(registry.connect('eip155-wallet')).rejects.toMatchObject({ code: 'ADAPTER_INVALID_RESULT' })
  })

  it('throws for an unknown connector, and for a connector of a namespace without an adapter', async () => {
    const evm = fakeChainAdapter({ connectors: [{ id: 'sol-only', type: 'INJECTED', name: 'Sol', namespaces: ['solana'] }] })
    const { registry } = registryWith([evm.definition])
    await expect(registry.connect('nope')).rejects.toThrow('Connector not found')
    await expect(registry.connect('sol-only')).rejects.toThrow('Adapter not found')
  })

  it('connects a multi-chain connector in each namespace, the active one first', async () => {
    const shared: Connector = { id: 'multi', type: 'MULTI_CHAIN', name: 'Multi', namespaces: ['eip155'] }
    const evm = fakeChainAdapter({ connectors: [shared] })
    const solana = fakeChainAdapter({ namespace: 'solana', connectors: [{ ...shared, namespaces: ['solana'] }] })
    const { registry, root } = registryWith([evm.definition, solana.definition])
    runInAction(() => root.connections.setActiveNamespace('solana'))
    await registry.connect('multi')
    expect(root.connections.connectedNamespaces.sort()).toEqual(['eip155', 'solana'])
    expect(root.connections.activeNamespace).toBe('solana')
  })

  it('keeps the namespaces that connected when another fails, and reports the failure', async () => {
    const shared: Connector = { id: 'multi', type: 'MULTI_CHAIN', name: 'Multi', namespaces: ['eip155'] }
    const evm = fakeChainAdapter({ connectors: [shared] })
    const solana = fakeChainAdapter({ namespace: 'solana', connectors: [{ ...shared, namespaces: ['solana'] }], connect: 'fail' })
    const { registry, root, sendError } = registryWith([evm.definition, solana.definition])
    await registry.connect('multi')
    expect(root.connections.connectedNamespaces).toEqual(['eip155'])
    expect(sendError).toHaveBeenCalledWith(expect.any(BaseError), 'ADAPTER_CONNECT_FAILED')
  })
})

describe('AdapterRegistry: disconnect', () => {
  it('disconnects one namespace, and the active one moves to a namespace still connected', async () => {
    const evm = fakeChainAdapter()
    const solana = fakeChainAdapter({ namespace: 'solana' })
    const { registry, root } = registryWith([evm.definition, solana.definition])
    await registry.connect('eip155-wallet')
    await registry.connect('solana-wallet')
    // The namespace the user just connected becomes the active one.
    expect(root.connections.activeNamespace).toBe('solana')
    await registry.disconnect('solana')
    expect(solana.calls).toContain('disconnect')
    expect(evm.calls).not.toContain('disconnect')
    expect(root.connections.connectedNamespaces).toEqual(['eip155'])
    expect(root.connections.activeNamespace).toBe('eip155')
  })

  it('disconnects every namespace without an argument', async () => {
    const evm = fakeChainAdapter()
    const solana = fakeChainAdapter({ namespace: 'solana' })
    const { registry, root } = registryWith([evm.definition, solana.definition])
    await registry.connect('eip155-wallet')
    await registry.connect('solana-wallet')
    await registry.disconnect()
    expect(root.connections.connectedNamespaces).toEqual([])
    expect(root.storage.get('connectionStatus')).toBe('disconnected')
  })

  it('clears the state even when the wallet fails to disconnect, and rethrows', async () => {
    const evm = fakeChainAdapter()
    const { registry, root } = registryWith([evm.definition])
    await registry.connect('eip155-wallet')
    const chain = registry.chainAdapter('eip155')!
    chain.disconnect = async () => {
      throw new Error('provider gone')
    }
    await expect(registry.disconnect('eip155')).rejects.toBeInstanceOf(BaseError)
    expect(root.connections.isConnected).toBe(false)
  })
})

describe("AdapterRegistry: AppKit's failure events", () => {
  function tracked(root: ReturnType<typeof registryWith>['root']) {
    const seen: [string, unknown][] = []
    root.events.on('analytics', ({ data }) => {
      if (/_ERROR$|^USER_REJECTED$/.test(data.event)) seen.push([data.event, data.properties])
    })
    return seen
  }

  it('a connect that fails tracks CONNECT_ERROR with its message', async () => {
    const { registry, root } = registryWith([fakeChainAdapter({ connect: 'fail' }).definition])
    const seen = tracked(root)
    await expect(registry.connect('eip155-wallet')).rejects.toBeInstanceOf(BaseError)
    expect(seen).toEqual([['CONNECT_ERROR', { message: expect.stringMatching(/\S/) as unknown }]])
  })

  it('a connector that does not exist tracks CONNECT_ERROR too', async () => {
    const { registry, root } = registryWith([fakeChainAdapter().definition])
    const seen = tracked(root)
    await expect(registry.connect('nowhere')).rejects.toMatchObject({ code: 'CONNECTOR_NOT_FOUND' })
    expect(seen).toEqual([['CONNECT_ERROR', { message: 'Connector not found' }]])
  })

  it('a declined connect tracks USER_REJECTED, as AppKit does, not CONNECT_ERROR', async () => {
    const { registry, root } = registryWith([fakeChainAdapter({ connect: 'decline' }).definition])
    const seen = tracked(root)
    await expect(registry.connect('eip155-wallet')).rejects.toMatchObject({ code: 4001 })
    expect(seen).toEqual([['USER_REJECTED', { message: 'User rejected the request.' }]])
  })

  it('a pairing given up through the signal tracks nothing', { timeout: 20_000 }, async () => {
    const wallet: ConnectorAdapterDefinition = {
      kind: 'connector',
      id: 'pairing',
      namespaces: ['eip155'],
      load: async () => ({
        namespaces: ['eip155'],
        capabilities: [],
        getConnectors: () => [{ id: 'pairing', type: 'WALLET_CONNECT', name: 'Pairing', namespaces: ['eip155'] }],
        getProvider: () => ({ request: () => {} }),
        pair: (_connectorId, { onPairing, signal }) => {
          onPairing({ uri: 'wc:topic@2?relay-protocol=irn&symKey=key', expiresAt: 240_000 })
          return new Promise<void>((_resolve, reject) => signal.addEventListener('abort', () => reject(new BaseError('Pairing given up', { code: 'ABORTED' }))))
        },
      }),
    }
    const { registry, root } = registryWith([fakeChainAdapter({ connectors: [] }).definition, wallet])
    const seen = tracked(root)
    const controller = new AbortController()
    const connecting = registry.connect('pairing', { signal: controller.signal })
    await vi.waitFor(() => expect(registry.pairing).toBeDefined(), { timeout: 15_000 })
    controller.abort()
    await expect(connecting).rejects.toThrow('Pairing given up')
    expect(seen).toEqual([])
  })

  it('a wallet that fails to disconnect tracks DISCONNECT_ERROR with its message; a clean disconnect tracks none', async () => {
    const { registry, root } = registryWith([fakeChainAdapter().definition])
    const seen = tracked(root)
    await registry.connect('eip155-wallet')
    await registry.disconnect('eip155')
    expect(seen).toEqual([])
    await registry.connect('eip155-wallet')
    registry.chainAdapter('eip155')!.disconnect = async () => {
      throw new Error('provider gone')
    }
    await expect(registry.disconnect('eip155')).rejects.toBeInstanceOf(BaseError)
    expect(seen).toEqual([['DISCONNECT_ERROR', { message: expect.stringMatching(/\S/) as unknown }]])
  })
})

describe('AdapterRegistry: switchNetwork (SPEC §4)', () => {
  it('on the active, connected chain the adapter switches, then the network is set', async () => {
    const evm = fakeChainAdapter()
    const { registry, root } = registryWith([evm.definition])
    await registry.connect('eip155-wallet')
    const polygon = root.networks.find('eip155:137')!
    await registry.switchNetwork(polygon)
    expect(evm.calls).toContain('switch eip155:137')
    expect(root.networks.active).toBe(polygon)
    expect(root.connections.activeCaipAddress).toBe(`eip155:137:${evmAddress}`)
  })

  it('on another chain the network is set and its account resynced, without asking the adapter', async () => {
    const evm = fakeChainAdapter()
    const solana = fakeChainAdapter({ namespace: 'solana' })
    const { registry, root } = registryWith([evm.definition, solana.definition])
    await registry.connect('eip155-wallet')
    await registry.connect('solana-wallet')
    expect(root.connections.activeNamespace).toBe('solana')
    const polygon = root.networks.find('eip155:137')!
    await registry.switchNetwork(polygon)
    expect(evm.calls.some((call) => call.startsWith('switch'))).toBe(false)
    expect(root.connections.activeNamespace).toBe('eip155')
    expect(root.networks.active).toBe(polygon)
    expect(root.connections.activeCaipAddress).toBe(`eip155:137:${evmAddress}`)
  })

  it('while disconnected only sets the network', async () => {
    const evm = fakeChainAdapter()
    const { registry, root } = registryWith([evm.definition])
    await registry.switchNetwork(root.networks.find('eip155:137')!)
    expect(evm.calls).toEqual([])
    expect(root.networks.active?.caipNetworkId).toBe('eip155:137')
  })

  it('throws when the active chain cannot switch, and rethrows a declined switch as a BaseError', async () => {
    const fixed = fakeChainAdapter({ capabilities: [] })
    const { registry, root } = registryWith([fixed.definition])
    await registry.connect('eip155-wallet')
    await expect(registry.switchNetwork(root.networks.find('eip155:137')!)).rejects.toThrow('Chain is not supported')
    expect(root.networks.active?.caipNetworkId).toBe('eip155:1')

    const evm = fakeChainAdapter()
    const other = registryWith([evm.definition])
    await other.registry.connect('eip155-wallet')
    other.registry.chainAdapter('eip155')!.switchNetwork = async () => {
      throw { code: 4902, message: 'Unrecognized chain ID' }
    }
    await expect(other.registry.switchNetwork(other.root.networks.find('eip155:137')!)).rejects.toMatchObject({ code: 4902 })
    expect(other.root.networks.active?.caipNetworkId).toBe('eip155:1')
  })
})

describe('AdapterRegistry: reconnect at start (SPEC §4)', () => {
  function storedConnection(namespaces: ChainNamespace[]): Storage {
    const storage = new Storage(memoryStorageBackend())
    storage.set('connectionStatus', 'connected')
    storage.set('connectedNamespaces', namespaces)
    storage.set('connectedConnectorIds', Object.fromEntries(namespaces.map((namespace) => [namespace, `${namespace}-wallet`])))
    storage.set('activeNamespace', namespaces[0]!)
    return storage
  }

  it('syncs a stored connection: connecting, then connected', async () => {
    const evm = fakeChainAdapter()
    const { registry, root } = registryWith([evm.definition], storedConnection(['eip155']))
    expect(root.connections.status).toBe('connecting')
    await registry.reconnect()
    expect(evm.calls).toContain('reconnect eip155-wallet')
    expect(root.connections.status).toBe('connected')
    expect(root.connections.activeCaipAddress).toBe(`eip155:1:${evmAddress}`)
  })

  it('gives disconnected when the sync fails, finds nothing, gives an invalid result or has no adapter', async () => {
    for (const reconnect of ['fail', 'none', 'invalid'] as const) {
      const evm = fakeChainAdapter({ reconnect })
      const { registry, root } = registryWith([evm.definition], storedConnection(['eip155']))
      await registry.reconnect()
      expect(root.connections.status).toBe('disconnected')
      expect(root.storage.get('connectionStatus')).toBe('disconnected')
    }
    const { registry, root } = registryWith([], storedConnection(['eip155']))
    await registry.reconnect()
    expect(root.connections.status).toBe('disconnected')
  })

  it('disconnecting before anything loaded clears the stored connection without loading', async () => {
    const evm = fakeChainAdapter()
    const { registry, root } = registryWith([evm.definition], storedConnection(['eip155']))
    expect(root.connections.status).toBe('connecting')
    await registry.disconnect()
    expect(root.connections.status).toBe('disconnected')
    expect(root.storage.get('connectionStatus')).toBe('disconnected')
    expect(evm.calls).toEqual([])
    expect(registry.status).toBe('idle')
    // The sync that starts later finds nothing pending any more.
    await registry.reconnect()
    expect(evm.calls).toEqual([])
  })

  it('loads no adapter when nothing is stored', async () => {
    const evm = fakeChainAdapter()
    const { registry } = registryWith([evm.definition])
    await registry.reconnect()
    expect(evm.calls).toEqual([])
    expect(registry.status).toBe('idle')
  })
})

describe('AdapterRegistry: wallet events through the context', () => {
  it('updates accounts, network and disconnection; ignores bad data and events after destroy', async () => {
    const evm = fakeChainAdapter()
    const { registry, root } = registryWith([evm.definition])
    await registry.connect('eip155-wallet')
    const context = evm.context()
    const other = `0x${'c'.repeat(40)}`
    context.onAccountsChanged('eip155', [{ namespace: 'eip155', address: other, type: 'eoa' }])
    expect(root.connections.activeAddress).toBe(other)
    context.onNetworkChanged('eip155', 'eip155:137')
    expect(root.networks.active?.caipNetworkId).toBe('eip155:137')
    expect(root.connections.activeCaipAddress).toBe(`eip155:137:${other}`)
    context.onNetworkChanged('eip155', 'solana:abc')
    expect(root.networks.active?.caipNetworkId).toBe('eip155:137')
    context.onDisconnect('eip155')
    expect(root.connections.status).toBe('disconnected')

    await registry.connect('eip155-wallet')
    registry.destroy()
    expect(evm.calls).toContain('destroy')
    context.onDisconnect('eip155')
    expect(root.connections.status).toBe('connected')
  })

  it("switchNetwork and disconnect: a bridge (wagmi's) drives the connection as the modal's views do, within its own namespace", async () => {
    const evm = fakeChainAdapter()
    const { registry, root } = registryWith([evm.definition])
    await registry.connect('eip155-wallet')
    const context = evm.context()
    await context.switchNetwork('eip155:137')
    expect(evm.calls).toContain('switch eip155:137')
    expect(root.networks.active?.caipNetworkId).toBe('eip155:137')
    expect(root.connections.activeCaipAddress).toBe(`eip155:137:${evmAddress}`)
    await expect(context.switchNetwork('eip155:999')).rejects.toMatchObject({ code: 'NETWORK_NOT_CONFIGURED' })
    await expect(context.switchNetwork(solanaNetworkId)).rejects.toMatchObject({ code: 'NETWORK_NOT_CONFIGURED' })
    expect(root.networks.active?.caipNetworkId).toBe('eip155:137')
    await context.disconnect('solana')
    expect(root.connections.status).toBe('connected')
    await context.disconnect('eip155')
    expect(evm.calls).toContain('disconnect')
    expect(root.connections.status).toBe('disconnected')
    registry.destroy()
    await expect(context.switchNetwork('eip155:1')).rejects.toMatchObject({ code: 'DESTROYED' })
  })

  it('an empty account list disconnects', async () => {
    const evm = fakeChainAdapter()
    const { registry, root } = registryWith([evm.definition])
    await registry.connect('eip155-wallet')
    evm.context().onAccountsChanged('eip155', [])
    expect(root.connections.status).toBe('disconnected')
    expect(consoleWarn).not.toHaveBeenCalled()
  })
})

describe('AdapterRegistry: connectors that pair first (WalletConnect)', () => {
  /** A connector adapter that pairs: it shows a pairing, and the wallet answers as `outcome` says. */
  function pairingAdapter(outcome: 'approve' | 'decline' | 'wait', sessionFromBefore = false, namespaces: ChainNamespace[] = ['eip155']) {
    const calls: string[] = []
    const definition: ConnectorAdapterDefinition = {
      kind: 'connector',
      id: 'walletConnect',
      namespaces,
      load: async () => ({
        namespaces,
        capabilities: [],
        getConnectors: () => [{ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', namespaces }],
        getProvider: () => ({ request: () => {} }),
        hasSession: () => sessionFromBefore,
        pair: (connectorId, { onPairing, signal, authentication }) => {
          calls.push(`pair ${connectorId}${authentication ? ` signing in on ${authentication.request.chains.join(',')}` : ''}`)
          onPairing({ uri: 'wc:topic@2?relay-protocol=irn&symKey=key', expiresAt: 240_000 })
          if (outcome === 'approve') return Promise.resolve()
          if (outcome === 'decline') return Promise.reject(new BaseError('User rejected.', { code: 5000 }))
          return new Promise<void>((_resolve, reject) => signal.addEventListener('abort', () => reject(new BaseError('Pairing given up', { code: 'ABORTED' }))))
        },
        disconnect: async (connectorId) => {
          calls.push(`disconnect ${connectorId}`)
        },
      }),
    }
    return { definition, calls }
  }

  it('pairs before the chain adapters connect, shows the pairing meanwhile and clears it after', async () => {
    const walletConnect = pairingAdapter('approve')
    const evm = fakeChainAdapter({ connectors: [] })
    const { registry, root } = registryWith([evm.definition, walletConnect.definition])
    await registry.ensureLoaded()
    const shown: (string | undefined)[] = []
    const stop = autorun(() => shown.push(registry.pairing?.uri))
    await registry.connect('walletConnect')
    stop()
    expect(walletConnect.calls).toEqual(['pair walletConnect'])
    expect(evm.calls).toContain('connect walletConnect eip155:1')
    expect(shown).toEqual([undefined, 'wc:topic@2?relay-protocol=irn&symKey=key', undefined])
    expect(root.connections.connectionOf('eip155').status).toBe('connected')
  })

  it('a declined pairing (5000) throws 4001 and no chain adapter is asked', async () => {
    const walletConnect = pairingAdapter('decline')
    const evm = fakeChainAdapter({ connectors: [] })
    const { registry, root } = registryWith([evm.definition, walletConnect.definition])
    const error = await registry.connect('walletConnect').catch((thrown: unknown) => thrown)
    expect((error as BaseError).code).toBe(4001)
    expect(evm.calls.filter((call) => call.startsWith('connect'))).toEqual([])
    expect(root.connections.connectionOf('eip155').status).toBe('disconnected')
    expect(registry.pairing).toBeUndefined()
  })

  it('gives the pairing up when the signal aborts', { timeout: 20_000 }, async () => {
    const walletConnect = pairingAdapter('wait')
    const { registry } = registryWith([fakeChainAdapter({ connectors: [] }).definition, walletConnect.definition])
    const controller = new AbortController()
    const connecting = registry.connect('walletConnect', { signal: controller.signal })
    await vi.waitFor(() => expect(registry.pairing).toBeDefined(), { timeout: 15_000 })
    controller.abort()
    await expect(connecting).rejects.toThrow('Pairing given up')
    expect(registry.pairing).toBeUndefined()
  })

  it('does not pair again when a session exists from before', async () => {
    const walletConnect = pairingAdapter('approve', true)
    const evm = fakeChainAdapter({ connectors: [] })
    const { registry } = registryWith([evm.definition, walletConnect.definition])
    await registry.connect('walletConnect')
    expect(walletConnect.calls).toEqual([])
    expect(evm.calls).toContain('connect walletConnect eip155:1')
  })

  it('asks for a sign-in while pairing when one is wanted and every chain is eip155 (SPEC §7)', async () => {
    const walletConnect = pairingAdapter('approve')
    const { registry, root } = registryWith([fakeChainAdapter({ connectors: [] }).definition, walletConnect.definition])
    const asked: string[][] = []
    registry.setAuthenticator(async (chains) => {
      asked.push(chains)
      return { request: { domain: 'app.example', uri: 'https://app.example', nonce: 'n0nce123', chains }, onAuthenticated: async () => {} }
    })
    await registry.connect('walletConnect')
    const chains = root.networks.configured.filter((network) => network.chainNamespace === 'eip155').map((network) => network.caipNetworkId)
    expect(asked).toEqual([chains])
    expect(walletConnect.calls).toEqual([`pair walletConnect signing in on ${chains.join(',')}`])
  })

  it('pairs without a sign-in when a chain is not eip155, and when none is wanted', async () => {
    const walletConnect = pairingAdapter('approve', false, ['eip155', 'solana'])
    const solanaChain = fakeChainAdapter({ namespace: 'solana', connectors: [] })
    const { registry } = registryWith([fakeChainAdapter({ connectors: [] }).definition, solanaChain.definition, walletConnect.definition])
    const authenticator = vi.fn(async () => undefined)
    const clear = registry.setAuthenticator(authenticator)
    await registry.connect('walletConnect')
    expect(authenticator).not.toHaveBeenCalled()
    clear()
    expect(registry.authenticator).toBeUndefined()
    expect(walletConnect.calls).toEqual(['pair walletConnect'])
  })

  it('ends the session once no namespace uses the connector', async () => {
    const walletConnect = pairingAdapter('approve')
    const evm = fakeChainAdapter({ connectors: [] })
    const { registry } = registryWith([evm.definition, walletConnect.definition])
    await registry.connect('walletConnect')
    await registry.disconnect()
    expect(walletConnect.calls).toEqual(['pair walletConnect', 'disconnect walletConnect'])
  })
})
