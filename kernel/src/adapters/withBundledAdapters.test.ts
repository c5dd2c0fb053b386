import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestRoot } from '../store/testing/createTestRoot.ts'
import type { AdapterDefinition, ConnectorAdapterDefinition } from '../contracts/AdapterDefinition.ts'
import { AdapterRegistry } from './AdapterRegistry.ts'
import { fakeChainAdapter } from './testing/fakeChainAdapter.ts'
import { withBundledAdapters } from './withBundledAdapters.ts'

/** A connector adapter that records its loads, as WalletConnect would be brought along. */
function pairingConnector(loads: string[], id = 'walletConnect'): ConnectorAdapterDefinition {
  return {
    kind: 'connector',
    id,
    namespaces: ['eip155'],
    load: async () => {
      loads.push(id)
      return { namespaces: ['eip155'], capabilities: [], getConnectors: () => [{ id, type: 'WALLET_CONNECT', name: 'WalletConnect', namespaces: ['eip155'] }], getProvider: () => undefined }
    },
  }
}

/** A chain adapter that brings `brought` along, turned off by `enableWalletConnect: false`. */
function chainBringing(brought: AdapterDefinition, id = 'fake-eip155', namespace: 'eip155' | 'solana' = 'eip155'): AdapterDefinition {
  return { ...fakeChainAdapter({ id, namespace }).definition, bundles: [{ definition: brought, option: 'enableWalletConnect' }] }
}

async function loaded(adapters: AdapterDefinition[], options: { enableWalletConnect?: boolean } = {}) {
  const root = createTestRoot({ adapters, ...options })
  const registry = new AdapterRegistry(adapters, root)
  await registry.ensureLoaded()
  return registry
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('adapters brought along by another (bundles)', () => {
  it('loads what a listed adapter brings, with its connectors', async () => {
    const loads: string[] = []
    const registry = await loaded([chainBringing(pairingConnector(loads))])
    expect(loads).toEqual(['walletConnect'])
    expect(registry.connectors.map((connector) => connector.id)).toEqual(['eip155-wallet', 'walletConnect'])
    expect(registry.failures).toEqual([])
  })

  it('leaves it out when the host sets its option to false', async () => {
    const loads: string[] = []
    const registry = await loaded([chainBringing(pairingConnector(loads))], { enableWalletConnect: false })
    expect(loads).toEqual([])
    expect(registry.connectors.map((connector) => connector.id)).toEqual(['eip155-wallet'])
  })

  it("loads it once when the host lists one with its id, whatever the order (the host's wins), and once when two adapters bring it", async () => {
    const brought: string[] = []
    const own: string[] = []
    const hostFirst = await loaded([pairingConnector(own), chainBringing(pairingConnector(brought))])
    const hostLast = await loaded([chainBringing(pairingConnector(brought)), pairingConnector(own)])
    expect([brought, own]).toEqual([[], ['walletConnect', 'walletConnect']])
    const twice = await loaded([chainBringing(pairingConnector(brought)), chainBringing(pairingConnector(brought), 'fake-solana', 'solana')])
    expect(brought).toEqual(['walletConnect'])
    for (const registry of [hostFirst, hostLast, twice]) expect(registry.failures).toEqual([])
  })

  it('lists the host adapters first, then those brought along; brings nothing without bundles', () => {
    const loads: string[] = []
    const chain = chainBringing(pairingConnector(loads))
    const other = fakeChainAdapter({ namespace: 'solana' }).definition
    const options = createTestRoot().config.options
    const report = vi.fn()
    expect(withBundledAdapters([chain, other], options, report).map(({ id }) => id)).toEqual(['fake-eip155', 'fake-solana', 'walletConnect'])
    expect(withBundledAdapters([other], options, report)).toEqual([other])
    expect(report).not.toHaveBeenCalled()
  })

  it('reports bundles that are not adapters, loads nothing of them, and loads the adapter that has them', async () => {
    const chain = { ...fakeChainAdapter().definition, bundles: [{ definition: { id: 'x' } }] }
    // @ts-expect-error: a host's bundle that is no adapter definition, which the types refuse too
    const registry = await loaded([chain])
    expect(registry.failures).toEqual([{ adapterId: 'fake-eip155', message: 'Invalid bundles of the adapter "fake-eip155"' }])
    expect(registry.connectors.map((connector) => connector.id)).toEqual(['eip155-wallet'])
  })
})
