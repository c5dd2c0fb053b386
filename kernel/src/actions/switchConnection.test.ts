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

// EIP-55 examples: a second account of Ada's wallet, and one no wallet here has.
const adaSecond = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'
const nobody = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

// The first connect loads the kernel's deferred runtime: seconds on a loaded machine.
describe('switchConnection to an account (AppKit\'s address)', { timeout: 30_000 }, () => {
  async function adaHeldWithTwoAccounts(more: { 'ada-wallet'?: string[] } = { 'ada-wallet': [adaSecond] }) {
    const wallets = twoWallets(undefined, more)
    await connect(wallets.config, { connectorId: 'ada-wallet' })
    await connect(wallets.config, { connectorId: 'bob-wallet' })
    wallets.evm.calls.length = 0
    return wallets
  }
  const addresses = (connection: { accounts: { address: string }[] }) => connection.accounts.map((account) => account.address)

  it('makes that account of a held connection with several accounts the active one', async () => {
    const { root, config, evm } = await adaHeldWithTwoAccounts()
    expect(addresses(connectionListOf(root).connectionsOf('eip155')[1] ?? { accounts: [] })).toEqual([addressOf['ada-wallet'], adaSecond])
    await switchConnection(config, { namespace: 'eip155', connectorId: 'ada-wallet', address: adaSecond })
    expect(evm.calls).toEqual(['reconnect ada-wallet'])
    expect(root.connections.activeAddress).toBe(adaSecond)
    expect(root.connections.activeCaipAddress).toBe(`eip155:1:${adaSecond}`)
    expect(addresses(root.connections.connectionOf('eip155'))).toEqual([adaSecond, addressOf['ada-wallet']])
    expect(connectionListOf(root).connectionsOf('eip155').map((each) => each.connectorId)).toEqual(['ada-wallet', 'bob-wallet'])
    expect(root.storage.get('connections')?.eip155?.[0]?.accounts.map((account) => account.address)).toEqual([adaSecond, addressOf['ada-wallet']])
  })

  it('makes another account of the active connection the active one without asking the wallet, the address compared ignoring case', async () => {
    const { root, config, evm } = twoWallets(undefined, { 'ada-wallet': [adaSecond] })
    await connect(config, { connectorId: 'ada-wallet' })
    expect(root.connections.activeAddress).toBe(addressOf['ada-wallet'])
    evm.calls.length = 0
    await switchConnection(config, { namespace: 'eip155', connectorId: 'ada-wallet', address: adaSecond.toLowerCase() })
    expect(evm.calls).toEqual([])
    expect(root.connections.activeAddress).toBe(adaSecond)
    await switchConnection(config, { namespace: 'eip155', connectorId: 'ada-wallet', address: addressOf['ada-wallet'] })
    expect(root.connections.activeAddress).toBe(addressOf['ada-wallet'])
  })

  it('rejects an address the connection does not have with ACCOUNT_NOT_FOUND and changes nothing', async () => {
    const { root, config, evm } = await adaHeldWithTwoAccounts()
    const stored = JSON.stringify([root.storage.get('connections'), root.storage.get('connectedConnectorIds')])
    for (const [connectorId, address] of [['ada-wallet', addressOf['bob-wallet']], ['ada-wallet', nobody], ['bob-wallet', adaSecond]] as const) {
      const failure = switchConnection(config, { namespace: 'eip155', connectorId, address })
      await expect(failure).rejects.toBeInstanceOf(BaseError)
      await expect(failure).rejects.toMatchObject({ code: 'ACCOUNT_NOT_FOUND' })
    }
    expect(evm.calls).toEqual([])
    expect(root.connections.activeAddress).toBe(addressOf['bob-wallet'])
    expect(connectionListOf(root).connectionsOf('eip155').map((each) => [each.connectorId, ...addresses(each)])).toEqual([
      ['bob-wallet', addressOf['bob-wallet']],
      ['ada-wallet', addressOf['ada-wallet'], adaSecond],
    ])
    expect(JSON.stringify([root.storage.get('connections'), root.storage.get('connectedConnectorIds')])).toBe(stored)
  })

  it('rejects when the wallet answers without that account, and takes the connection active before up again', async () => {
    const more = { 'ada-wallet': [adaSecond] }
    const { root, config, evm } = await adaHeldWithTwoAccounts(more)
    more['ada-wallet'] = []
    await expect(switchConnection(config, { namespace: 'eip155', connectorId: 'ada-wallet', address: adaSecond })).rejects.toMatchObject({ code: 'ACCOUNT_NOT_FOUND' })
    expect(evm.calls).toEqual(['reconnect ada-wallet', 'reconnect bob-wallet'])
    expect(root.connections.activeAddress).toBe(addressOf['bob-wallet'])
    expect(connectionListOf(root).connectionsOf('eip155').map((each) => [each.connectorId, ...addresses(each)])).toEqual([
      ['bob-wallet', addressOf['bob-wallet']],
      ['ada-wallet', addressOf['ada-wallet'], adaSecond],
    ])
  })

  it('rejects when the wallet, connected again with a prompt, gives other accounts, and makes the one active before active again', async () => {
    const more = { 'ada-wallet': [adaSecond] }
    const { root, config, evm } = await adaHeldWithTwoAccounts(more)
    more['ada-wallet'] = []
    evm.options.reconnect = 'none'
    await expect(switchConnection(config, { namespace: 'eip155', connectorId: 'ada-wallet', address: adaSecond })).rejects.toMatchObject({ code: 'ACCOUNT_NOT_FOUND' })
    expect(evm.calls).toEqual(['reconnect ada-wallet', 'connect ada-wallet eip155:1', 'reconnect bob-wallet', 'connect bob-wallet eip155:1'])
    expect(root.connections.activeAddress).toBe(addressOf['bob-wallet'])
    expect(connectionListOf(root).connectionsOf('eip155').map((each) => each.connectorId)).toEqual(['bob-wallet', 'ada-wallet'])
  })
})
