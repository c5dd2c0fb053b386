import { describe, expect, it } from 'vitest'
import { connectionListOf } from '../store/connectionListOf.ts'
import { connect } from './connect.ts'
import { deleteConnection } from './deleteConnection.ts'
import { disconnect } from './disconnect.ts'
import { addressOf, twoWallets } from './testing/twoWallets.ts'

const ids = (connections: readonly { connectorId: string }[]) => connections.map((each) => each.connectorId)

// The first connect loads the kernel's deferred runtime: seconds on a loaded machine.
describe('deleteConnection', { timeout: 30_000 }, () => {
  it('disconnects the active connection and makes the next one active; the deleted one becomes recent', async () => {
    const { root, config, evm } = twoWallets()
    await connect(config, { connectorId: 'ada-wallet' })
    await connect(config, { connectorId: 'bob-wallet' })
    evm.calls.length = 0
    await expect(deleteConnection(config, { namespace: 'eip155', connectorId: 'bob-wallet' })).resolves.toBe(true)
    expect(evm.calls).toEqual(['disconnect', 'reconnect ada-wallet'])
    expect(root.connections.activeAddress).toBe(addressOf['ada-wallet'])
    const list = connectionListOf(root)
    expect(ids(list.connectionsOf('eip155'))).toEqual(['ada-wallet'])
    expect(list.recent.map((each) => [each.connectorId, each.accounts[0]?.address])).toEqual([['bob-wallet', addressOf['bob-wallet']]])
  })

  it('disconnects the namespace when the deleted one was the only one', async () => {
    const { root, config } = twoWallets()
    await connect(config, { connectorId: 'ada-wallet' })
    await deleteConnection(config, { namespace: 'eip155', connectorId: 'ada-wallet' })
    expect(root.connections.isConnected).toBe(false)
    expect(root.storage.get('connections')).toEqual({})
    expect(ids(connectionListOf(root).recentOf('eip155'))).toEqual(['ada-wallet'])
  })

  it('lets a held connection go, leaving the active one as it is', async () => {
    const { root, config, evm } = twoWallets()
    await connect(config, { connectorId: 'ada-wallet' })
    await connect(config, { connectorId: 'bob-wallet' })
    evm.calls.length = 0
    await deleteConnection(config, { namespace: 'eip155', connectorId: 'ada-wallet' })
    expect(evm.calls).toEqual([])
    expect(root.connections.activeAddress).toBe(addressOf['bob-wallet'])
    expect(ids(connectionListOf(root).connectionsOf('eip155'))).toEqual(['bob-wallet'])
    expect(ids(connectionListOf(root).recent)).toEqual(['ada-wallet'])
  })

  it('makes none active when no held one answers, and all become recent', async () => {
    const { root, config, evm } = twoWallets()
    await connect(config, { connectorId: 'ada-wallet' })
    await connect(config, { connectorId: 'bob-wallet' })
    evm.options.reconnect = 'none'
    await deleteConnection(config, { namespace: 'eip155', connectorId: 'bob-wallet' })
    expect(root.connections.isConnected).toBe(false)
    expect(ids(connectionListOf(root).connectionsOf('eip155'))).toEqual([])
    expect(ids(connectionListOf(root).recent).sort()).toEqual(['ada-wallet', 'bob-wallet'])
  })

  it('removes a recent connection, and answers false for one it does not know', async () => {
    const { root, config } = twoWallets()
    await connect(config, { connectorId: 'ada-wallet' })
    await disconnect(config, { namespace: 'eip155' })
    expect(ids(connectionListOf(root).recent)).toEqual(['ada-wallet'])
    await expect(deleteConnection(config, { namespace: 'eip155', connectorId: 'ada-wallet' })).resolves.toBe(true)
    expect(connectionListOf(root).recent).toEqual([])
    await expect(deleteConnection(config, { namespace: 'eip155', connectorId: 'nobody' })).resolves.toBe(false)
  })
})

// The first connect loads the kernel's deferred runtime: seconds on a loaded machine.
describe('disconnect with several wallets', { timeout: 30_000 }, () => {
  it('ends the active and the held connections of the namespace; all become recent, the active one newest', async () => {
    const { root, config } = twoWallets()
    await connect(config, { connectorId: 'ada-wallet' })
    await connect(config, { connectorId: 'bob-wallet' })
    await disconnect(config, { namespace: 'eip155' })
    expect(root.connections.isConnected).toBe(false)
    expect(ids(connectionListOf(root).connectionsOf('eip155'))).toEqual([])
    expect(ids(connectionListOf(root).recent)).toEqual(['bob-wallet', 'ada-wallet'])
  })
})
