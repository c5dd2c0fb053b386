import { runInAction } from 'mobx'
import { describe, expect, it, vi } from 'vitest'
import { startStoreReactions } from './startStoreReactions.ts'
import { createTestRoot } from './testing/createTestRoot.ts'

const account = { namespace: 'eip155' as const, address: '0x52908400098527886E0F7030069857D2E4169EE7', type: 'eoa' as const }

describe('startStoreReactions', () => {
  it('closes the modal in embedded mode once an address is set (SPEC §2)', () => {
    const root = createTestRoot({ enableEmbedded: true })
    const stop = startStoreReactions(root)
    runInAction(() => root.modal.setOpen(true))
    runInAction(() => root.connections.setConnected('eip155', { accounts: [account], caipNetworkId: 'eip155:1', connectorId: 'x' }))
    expect(root.modal.open).toBe(false)
    stop()
  })

  it('keeps the modal open outside embedded mode', () => {
    const root = createTestRoot()
    const stop = startStoreReactions(root)
    runInAction(() => root.modal.setOpen(true))
    runInAction(() => root.connections.setConnected('eip155', { accounts: [account], caipNetworkId: 'eip155:1', connectorId: 'x' }))
    expect(root.modal.open).toBe(true)
    stop()
  })

  it('emits connection:change per namespace and network:change for the active network', () => {
    const root = createTestRoot()
    const stop = startStoreReactions(root)
    const connection = vi.fn()
    const network = vi.fn()
    root.events.on('connection:change', connection)
    root.events.on('network:change', network)
    runInAction(() => root.connections.setConnecting('eip155', 'x'))
    runInAction(() => root.connections.setConnected('eip155', { accounts: [account], caipNetworkId: 'eip155:1', connectorId: 'x' }))
    expect(connection.mock.calls).toEqual([[{ namespace: 'eip155' }], [{ namespace: 'eip155' }]])
    runInAction(() => root.networks.setActive('eip155', 'eip155:137'))
    expect(network).toHaveBeenCalledWith({ namespace: 'eip155', caipNetworkId: 'eip155:137' })
    stop()
    runInAction(() => root.connections.setDisconnected('eip155'))
    expect(connection).toHaveBeenCalledTimes(2)
  })
})
