import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/BaseError.ts'
import { connectionListOf } from '../store/connectionListOf.ts'
import { connect } from './connect.ts'
import { switchConnection } from './switchConnection.ts'
import { addressOf, twoWallets } from './testing/twoWallets.ts'

// The first connect loads the kernel's deferred runtime: seconds on a loaded machine.
describe('connect: a second wallet in a namespace', { timeout: 30_000 }, () => {
  it('keeps the first, inactive, and makes the second active', async () => {
    const { root, config } = twoWallets()
    await connect(config, { connectorId: 'ada-wallet' })
    await connect(config, { connectorId: 'bob-wallet' })
    expect(root.connections.activeAddress).toBe(addressOf['bob-wallet'])
    const list = connectionListOf(root)
    expect(list.connectionsOf('eip155').map((each) => [each.connectorId, each.accounts[0]?.address])).toEqual([
      ['bob-wallet', addressOf['bob-wallet']],
      ['ada-wallet', addressOf['ada-wallet']],
    ])
    expect(list.recent).toEqual([])
  })

  it('keeps the first active when the second is declined', async () => {
    const { root, config, evm } = twoWallets()
    await connect(config, { connectorId: 'ada-wallet' })
    evm.options.connect = 'decline'
    await expect(connect(config, { connectorId: 'bob-wallet' })).rejects.toMatchObject({ code: 4001 })
    expect(root.connections.isConnected).toBe(true)
    expect(root.connections.activeAddress).toBe(addressOf['ada-wallet'])
    expect(connectionListOf(root).connectionsOf('eip155').map((each) => each.connectorId)).toEqual(['ada-wallet'])
    expect(connectionListOf(root).recent).toEqual([])
  })
})

// The first connect loads the kernel's deferred runtime: seconds on a loaded machine.
describe('switchConnection', { timeout: 30_000 }, () => {
  it('makes a held connection active through the adapter, without a prompt, and holds the one active before', async () => {
    const { root, config, evm } = twoWallets()
    await connect(config, { connectorId: 'ada-wallet' })
    await connect(config, { connectorId: 'bob-wallet' })
    evm.calls.length = 0
    await switchConnection(config, { namespace: 'eip155', connectorId: 'ada-wallet' })
    expect(evm.calls).toEqual(['reconnect ada-wallet'])
    expect(root.connections.activeAddress).toBe(addressOf['ada-wallet'])
    expect(root.connections.connectionOf('eip155').connectorId).toBe('ada-wallet')
    expect(connectionListOf(root).connectionsOf('eip155').map((each) => each.connectorId)).toEqual(['ada-wallet', 'bob-wallet'])
    expect(connectionListOf(root).recent).toEqual([])
    // What a reload reads: the active one as today's connection keys, the other held.
    expect(root.storage.get('connectedConnectorIds')).toEqual({ eip155: 'ada-wallet' })
    expect(root.storage.get('connections')?.eip155?.[0]?.accounts[0]?.address).toBe(addressOf['ada-wallet'])
  })

  it('connects again, with a prompt, a wallet that no longer answers without one', async () => {
    const { root, config, evm } = twoWallets()
    await connect(config, { connectorId: 'ada-wallet' })
    await connect(config, { connectorId: 'bob-wallet' })
    evm.options.reconnect = 'none'
    evm.calls.length = 0
    await switchConnection(config, { namespace: 'eip155', connectorId: 'ada-wallet' })
    expect(evm.calls).toEqual(['reconnect ada-wallet', 'connect ada-wallet eip155:1'])
    expect(root.connections.activeAddress).toBe(addressOf['ada-wallet'])
    expect(connectionListOf(root).connectionsOf('eip155').map((each) => each.connectorId)).toEqual(['ada-wallet', 'bob-wallet'])
  })

  it('leaves everything as it was when the wallet fails', async () => {
    const { root, config, evm } = twoWallets()
    await connect(config, { connectorId: 'ada-wallet' })
    await connect(config, { connectorId: 'bob-wallet' })
    evm.options.reconnect = 'fail'
    await expect(switchConnection(config, { namespace: 'eip155', connectorId: 'ada-wallet' })).rejects.toBeInstanceOf(BaseError)
    expect(root.connections.activeAddress).toBe(addressOf['bob-wallet'])
    expect(connectionListOf(root).connectionsOf('eip155').map((each) => each.connectorId)).toEqual(['bob-wallet', 'ada-wallet'])
  })

  it('restores the held connection after a reload, and switches to it there', async () => {
    const first = twoWallets()
    await connect(first.config, { connectorId: 'ada-wallet' })
    await connect(first.config, { connectorId: 'bob-wallet' })
    const reloaded = twoWallets(first.root.storage)
    expect(reloaded.root.connections.connectionOf('eip155')).toMatchObject({ status: 'connecting', connectorId: 'bob-wallet' })
    await reloaded.registry.reconnect()
    expect(reloaded.root.connections.activeAddress).toBe(addressOf['bob-wallet'])
    expect(connectionListOf(reloaded.root).connectionsOf('eip155').map((each) => each.connectorId)).toEqual(['bob-wallet', 'ada-wallet'])
    await switchConnection(reloaded.config, { namespace: 'eip155', connectorId: 'ada-wallet' })
    expect(reloaded.root.connections.activeAddress).toBe(addressOf['ada-wallet'])
  })
})
