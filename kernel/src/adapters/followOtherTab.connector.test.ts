import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestRoot } from '../store/testing/createTestRoot.ts'
import { AdapterRegistry } from './AdapterRegistry.ts'
import type { ConnectorAdapterDefinition } from '../contracts/AdapterDefinition.ts'
import type { ConnectorAdapter } from '../contracts/ConnectorAdapter.ts'
import { fakeChainAdapter } from './testing/fakeChainAdapter.ts'

const address = '0x52908400098527886E0F7030069857D2E4169EE7'

/** A connector adapter whose session lives in storage the tabs share (as WalletConnect's): it notes the verbs called, in order with the chain adapter's. */
function sharedSessionConnector(calls: string[]): ConnectorAdapterDefinition {
  const instance: ConnectorAdapter = {
    namespaces: ['eip155'],
    capabilities: [],
    getConnectors: () => [{ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', namespaces: ['eip155'] }],
    getProvider: () => undefined,
    reloadSession: async (connectorId) => void calls.push(`reloadSession ${connectorId}`),
    forgetSession: (connectorId) => void calls.push(`forgetSession ${connectorId}`),
    disconnect: async (connectorId) => void calls.push(`end session ${connectorId}`),
  }
  return { kind: 'connector', id: 'walletConnect', namespaces: ['eip155'], load: async () => instance }
}

function tab() {
  const calls: string[] = []
  const wallet = fakeChainAdapter()
  const connector = sharedSessionConnector(calls)
  const root = createTestRoot({ adapters: [wallet.definition, connector] })
  const registry = new AdapterRegistry([wallet.definition, connector], root)
  const area = root.storage.backend as globalThis.Storage
  /** What another tab's write of the connections delivers here. */
  const otherTabStored = (oldValue: object, newValue: object) =>
    registry.followOtherTab({ key: '@portico/connections', oldValue: JSON.stringify(oldValue), newValue: JSON.stringify(newValue), storageArea: area })
  // The chain adapter's calls and the connector's, in one order.
  const order = () => [...calls, ...wallet.calls.filter((call) => call !== 'load')]
  return { root, registry, wallet, calls, order, otherTabStored }
}

const connectedThroughWalletConnect = { eip155: [{ connectorId: 'walletConnect', accounts: [{ address, type: 'eoa' }] }] }

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('followOtherTab: a connector whose session lives in shared storage', () => {
  it("takes up the other tab's session before the chain adapter reconnects through it", async () => {
    const { root, wallet, calls, otherTabStored } = tab()
    otherTabStored({}, connectedThroughWalletConnect)
    await vi.waitFor(() => expect(root.connections.status).toBe('connected'))
    expect(calls).toEqual(['reloadSession walletConnect'])
    expect(wallet.calls).toContain('reconnect walletConnect')
    expect(root.connections.connectionOf('eip155').connectorId).toBe('walletConnect')
  })

  it('forgets the session once the other tab ended it, after the chain adapter ended its own, and never ends it again', async () => {
    const { root, wallet, calls, otherTabStored } = tab()
    otherTabStored({}, connectedThroughWalletConnect)
    await vi.waitFor(() => expect(root.connections.status).toBe('connected'))
    otherTabStored(connectedThroughWalletConnect, {})
    await vi.waitFor(() => expect(calls).toContain('forgetSession walletConnect'))
    expect(root.connections.status).toBe('disconnected')
    expect(wallet.calls.at(-1)).toBe('disconnect')
    expect(calls).not.toContain('end session walletConnect')
  })

  it('keeps the session while another namespace here still uses the connector', async () => {
    const { root, calls, otherTabStored } = tab()
    otherTabStored({}, connectedThroughWalletConnect)
    await vi.waitFor(() => expect(root.connections.status).toBe('connected'))
    root.connections.quietly(() => root.connections.setConnected('solana', { accounts: [{ namespace: 'solana', address: 'GmaDrppBC7P5ARKV8g3djiwP89vz1jLK23V2GBjuAEGB', type: 'eoa' }], caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', connectorId: 'walletConnect' }))
    otherTabStored(connectedThroughWalletConnect, {})
    await vi.waitFor(() => expect(root.connections.connectionOf('eip155').status).toBe('disconnected'))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(calls).toEqual(['reloadSession walletConnect'])
  })
})
