import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Connector } from '../model/Connector.ts'
import { createTestRoot } from '../store/testing/createTestRoot.ts'
import type { AdapterContext } from '../contracts/AdapterContext.ts'
import type { AdapterDefinition, ChainAdapterDefinition, ConnectorAdapterDefinition } from '../contracts/AdapterDefinition.ts'
import { AdapterRegistry } from './AdapterRegistry.ts'
import type { ChainAdapter } from '../contracts/ChainAdapter.ts'
import type { ConnectorDiscovery } from '../contracts/ConnectorDiscovery.ts'

const evmAddress = '0x52908400098527886E0F7030069857D2E4169EE7'

/** A discovery that lists what the test announces, and records its stop. */
function testDiscovery(initial: Connector[]) {
  const found = [...initial]
  let onChange = (): void => {}
  const discovery: ConnectorDiscovery & { stopped: number } = {
    stopped: 0,
    connectors: () => found.map((connector) => ({ ...connector, namespaces: [...connector.namespaces] })),
    stop: () => {
      discovery.stopped += 1
    },
  }
  return {
    discovery,
    setOnChange: (listener: () => void) => (onChange = listener),
    announce: (connector: Connector) => {
      found.push(connector)
      onChange()
    },
  }
}

const harbor: Connector = { id: 'io.harbor', type: 'ANNOUNCED', name: 'Harbor', namespaces: ['eip155'], info: { rdns: 'io.harbor' } }
const beacon: Connector = { id: 'io.beacon', type: 'ANNOUNCED', name: 'Beacon', namespaces: ['eip155'], info: { rdns: 'io.beacon' } }

/** A chain definition with a discovery whose `load` waits for `release`, takes the discovery over and connects any of its wallets. */
function discoveringEvm(options: { failLoads?: number } = {}) {
  const found = testDiscovery([harbor])
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  const calls: string[] = []
  let failures = options.failLoads ?? 0
  let takenOver: ConnectorDiscovery | undefined
  const definition: ChainAdapterDefinition = {
    kind: 'chain',
    id: 'evm',
    namespace: 'eip155',
    discover: async (onChange) => {
      calls.push('discover')
      found.setOnChange(onChange)
      return found.discovery
    },
    load: async (context: AdapterContext): Promise<ChainAdapter> => {
      calls.push('load')
      await gate
      if (failures > 0) {
        failures -= 1
        throw new Error('Failed to fetch dynamically imported module')
      }
      takenOver = context.discovery
      const discovery = context.discovery ?? found.discovery
      return {
        namespace: 'eip155',
        capabilities: [],
        getConnectors: () => discovery.connectors(),
        connect: async (connectorId, network) => {
          calls.push(`connect ${connectorId}`)
          return { accounts: [{ namespace: 'eip155', address: evmAddress, type: 'eoa' }], caipNetworkId: network?.caipNetworkId ?? 'eip155:1' }
        },
        disconnect: async () => {},
      }
    },
  }
  return { definition, found, calls, release, takenOver: () => takenOver }
}

/** A connector adapter that announces its connector in its definition and never loads here. */
const announcingWalletConnect: ConnectorAdapterDefinition = {
  kind: 'connector',
  id: 'walletConnect',
  namespaces: ['eip155', 'solana', 'bip122'],
  connectors: [{ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', namespaces: ['eip155', 'solana', 'bip122'] }],
  load: () => new Promise(() => {}),
}

function registryWith(adapters: AdapterDefinition[]) {
  const root = createTestRoot({ adapters })
  return { root, registry: new AdapterRegistry(adapters, root) }
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('AdapterRegistry: wallets listed before any SDK loads', () => {
  it('lists the discovered wallets and the announced connectors, in the adapters\' order, without loading an adapter', async () => {
    const evm = discoveringEvm()
    const { registry } = registryWith([announcingWalletConnect, evm.definition])
    expect(registry.connectors).toEqual([])
    await registry.discover()
    expect(evm.calls).toEqual(['discover'])
    expect(registry.status).toBe('idle')
    // WalletConnect in the namespaces that have networks (the test root has eip155 and solana).
    expect(registry.connectors.map((connector) => [connector.id, connector.namespaces])).toEqual([
      ['walletConnect', ['eip155', 'solana']],
      ['io.harbor', ['eip155']],
    ])
    evm.found.announce(beacon)
    expect(registry.connectors.map((connector) => connector.id)).toEqual(['walletConnect', 'io.harbor', 'io.beacon'])
    expect(await registry.discover()).toBeUndefined()
    expect(evm.calls).toEqual(['discover'])
  })

  it('starts each discovery at once, beside the kernel\'s deferred half rather than after it; the adapters\' work takes it over', async () => {
    const evm = discoveringEvm()
    const { registry } = registryWith([evm.definition])
    const discovering = registry.discover()
    // Before any chunk could arrive: the discovery's own chunk is asked for in the same task.
    expect(evm.calls).toEqual(['discover'])
    await discovering
    expect(registry.connectors.map((connector) => connector.id)).toEqual(['io.harbor'])
    evm.found.announce(beacon)
    expect(registry.connectors.map((connector) => connector.id)).toEqual(['io.harbor', 'io.beacon'])
    expect(evm.calls).toEqual(['discover'])
  })

  it('stops the discovery it started for a second chain adapter of a namespace, which is not listed', async () => {
    const first = discoveringEvm()
    const second = discoveringEvm()
    const { registry } = registryWith([first.definition, { ...second.definition, id: 'evm-2' }])
    await registry.discover()
    expect(second.calls).toEqual(['discover'])
    await vi.waitFor(() => expect(second.found.discovery.stopped).toBe(1))
    second.found.announce(beacon)
    expect(registry.connectors.map((connector) => connector.id)).toEqual(['io.harbor'])
    expect(first.found.discovery.stopped).toBe(0)
  })

  it('hands the discovery to the adapter, whose connectors then keep their places', async () => {
    const evm = discoveringEvm()
    const other = discoveringEvm()
    const solanaLike: ChainAdapterDefinition = { ...other.definition, id: 'solana', namespace: 'solana' }
    const { registry } = registryWith([evm.definition, solanaLike])
    await registry.discover()
    const before = registry.connectors.map((connector) => connector.id)
    const loading = registry.ensureLoaded()
    evm.release()
    other.release()
    await loading
    expect(evm.takenOver()).toBe(evm.found.discovery)
    expect(registry.connectors.map((connector) => connector.id)).toEqual(before)
    registry.destroy()
    expect(evm.found.discovery.stopped).toBeGreaterThan(0)
  })

  it('connects a discovered wallet chosen before its adapter has loaded: the connect waits for the load', async () => {
    const evm = discoveringEvm()
    const { registry, root } = registryWith([evm.definition])
    await registry.discover()
    const connecting = registry.connect('io.harbor')
    await vi.waitFor(() => expect(evm.calls).toEqual(['discover', 'load']))
    expect(root.connections.status).toBe('disconnected')
    evm.release()
    await connecting
    expect(evm.calls).toEqual(['discover', 'load', 'connect io.harbor'])
    expect(root.connections.status).toBe('connected')
  })

  it('loads an adapter that failed again when one of its wallets is chosen; still failing, says the wallet could not be loaded', async () => {
    const once = discoveringEvm({ failLoads: 1 })
    once.release()
    const first = registryWith([once.definition])
    await first.registry.discover()
    await first.registry.ensureLoaded()
    expect(first.registry.failures.map((failure) => failure.adapterId)).toEqual(['evm'])
    await first.registry.connect('io.harbor')
    expect(once.calls).toEqual(['discover', 'load', 'load', 'connect io.harbor'])
    expect(first.root.connections.status).toBe('connected')

    const always = discoveringEvm({ failLoads: 5 })
    always.release()
    const second = registryWith([always.definition])
    await second.registry.discover()
    await second.registry.ensureLoaded()
    await expect(second.registry.connect('io.harbor')).rejects.toMatchObject({ code: 'ADAPTER_UNAVAILABLE' })
    expect(always.calls).toEqual(['discover', 'load', 'load'])
    expect(second.root.connections.status).toBe('disconnected')
  })

  it('reports a discovery that fails; the adapter\'s wallets then show once it loads', async () => {
    const evm = discoveringEvm()
    const broken: ChainAdapterDefinition = { ...evm.definition, discover: async () => Promise.reject(new Error('no chunk')) }
    const { registry } = registryWith([broken])
    await registry.discover()
    expect(registry.connectors).toEqual([])
    expect(console.error).toHaveBeenCalledWith('[Portico] ADAPTER_DISCOVERY_FAILED (evm)', expect.any(Error))
    evm.release()
    await registry.ensureLoaded()
    expect(registry.connectors.map((connector) => connector.id)).toEqual(['io.harbor'])
  })
})
