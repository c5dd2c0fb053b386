import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { BaseError, ConfigError, ProviderError } from '@portico/kernel'
import { createPublicClient, erc20Abi, formatEther, getAddress, http, parseEther, verifyMessage, verifyTypedData } from 'viem'
import type { Address } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import { deployNameResolver } from '../../../tests/harness/deployNameResolver.ts'
import { deployToken } from '../../../tests/harness/deployToken.ts'
import { testNames } from '../../../tests/harness/testNames.ts'
import { createTestWallet } from '../../../tests/harness/testWallet/createTestWallet.ts'
import type { TestWallet } from '../../../tests/harness/testWallet/createTestWallet.ts'
import type { EvmAdapter } from './EvmAdapter.ts'
import type { EvmOptions } from './EvmOptions.ts'
import { evm } from './evm.ts'
import { anvilNetwork } from './testing/anvilNetwork.ts'
import { recordingContext } from './testing/recordingContext.ts'
import type { RecordingContext } from './testing/recordingContext.ts'

const mnemonic = 'test test test test test test test test test test test junk'
const account = (index: number) => mnemonicToAccount(mnemonic, { addressIndex: index }).address

const first = await startAnvil({ chainId: 31337 })
const second = await startAnvil({ chainId: 31338 })
afterAll(() => Promise.all([first.stop(), second.stop()]))
const token = await deployToken(first.rpcUrl)
const nameResolver = await deployNameResolver(first.rpcUrl)
const networkA = anvilNetwork(31337, first.rpcUrl)
const networkB = anvilNetwork(31338, second.rpcUrl)
const reader = createPublicClient({ transport: http(first.rpcUrl) })

let wallet: TestWallet
let context: RecordingContext
let adapter: EvmAdapter

async function load(options: EvmOptions = {}): Promise<EvmAdapter> {
  return evm({ connectors: [{ id: 'test-wallet', name: 'Portico Test Wallet', provider: wallet.provider }], discover: false, ...options }).load(context)
}

async function thrown(run: () => Promise<unknown>): Promise<unknown> {
  return run().then(
    () => undefined,
    (error: unknown) => error,
  )
}

beforeEach(async () => {
  // The wallet knows only the first chain: the second is added on 4902.
  wallet = createTestWallet({ chains: { 31337: first.rpcUrl } })
  context = recordingContext([networkA, networkB])
  adapter = await load({ tokens: { 'eip155:31337': [token] } })
  return () => adapter.destroy?.()
})

describe('evm(): the definition', () => {
  it('is a chain adapter for eip155 with id evm, and announces exactly the operations it has', () => {
    const definition = evm()
    expect({ kind: definition.kind, id: definition.id, namespace: definition.namespace }).toEqual({ kind: 'chain', id: 'evm', namespace: 'eip155' })
    expect(adapter.capabilities).toEqual(['eip155:switchChain', 'eip155:signMessage', 'eip155:signTypedData', 'eip155:balances', 'eip155:transfer', 'eip155:names', 'eip155:calls'])
  })

  it('refuses options of the wrong shape with a ConfigError', async () => {
    const error = await thrown(() => evm({ connectors: [{ id: 'x', name: 'X', provider: {} }] } as unknown as EvmOptions).load(context))
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as ConfigError).details).toMatch(/provider/)
  })

  it('offers the host-supplied wallet as an EXTERNAL connector, without an unsafe icon', async () => {
    const withIcons = await load({
      connectors: [
        { id: 'one', name: 'One', provider: wallet.provider, icon: 'javascript:alert(1)', rdns: 'com.one' },
        { id: 'two', name: 'Two', provider: wallet.provider, icon: 'https://wallet.example/two.png', explorerId: 'two-id' },
      ],
    })
    expect(withIcons.getConnectors()).toEqual([
      { id: 'one', type: 'EXTERNAL', name: 'One', namespaces: ['eip155'], info: { rdns: 'com.one' } },
      { id: 'two', type: 'EXTERNAL', name: 'Two', namespaces: ['eip155'], explorerId: 'two-id', imageUrl: 'https://wallet.example/two.png' },
    ])
  })
})

describe('connect, events, reconnect and disconnect', () => {
  it('connect gives the eoa account, checksummed, and the wallet\'s chain as a CAIP-2 id', async () => {
    const result = await adapter.connect('test-wallet')
    expect(result).toEqual({ accounts: [{ namespace: 'eip155', address: account(0), type: 'eoa' }], caipNetworkId: 'eip155:31337' })
    expect(wallet.connected).toBe(true)
  })

  it('connect through an unknown connector throws "Connector not found"', async () => {
    const error = await thrown(() => adapter.connect('nobody'))
    expect(error).toBeInstanceOf(BaseError)
    expect((error as BaseError).shortMessage).toBe('Connector not found')
  })

  it('a declined connect throws a ProviderError with code 4001', async () => {
    wallet.setPolicy('reject')
    const error = await thrown(() => adapter.connect('test-wallet'))
    expect(error).toBeInstanceOf(ProviderError)
    expect(error).toMatchObject({ code: 4001, shortMessage: 'The user rejected the request.' })
  })

  it('reports the wallet\'s account and chain changes, and its disconnect', async () => {
    await adapter.connect('test-wallet')
    wallet.selectAccount(1)
    await adapter.switchNetwork(networkB)
    wallet.endConnection()
    expect(context.events).toEqual([`accounts eip155 ${account(1)}`, 'network eip155 eip155:31338', 'disconnect eip155'])
    // SPEC §8: signing with the provider gone.
    const error = await thrown(() => adapter.signMessage('hello', account(1)))
    expect(error).toMatchObject({ code: 4900, shortMessage: 'UniversalAdapter:signMessage - provider is undefined' })
  })

  it('reconnect restores a connection without asking, and gives undefined once it is revoked', async () => {
    await adapter.connect('test-wallet')
    wallet.setPolicy('reject')
    const reloaded = await load()
    expect(await reloaded.reconnect?.('test-wallet')).toEqual({ accounts: [{ namespace: 'eip155', address: account(0), type: 'eoa' }], caipNetworkId: 'eip155:31337' })
    expect(await reloaded.reconnect?.('nobody')).toBeUndefined()
    await reloaded.disconnect()
    expect(wallet.connected).toBe(false)
    expect(await (await load()).reconnect?.('test-wallet')).toBeUndefined()
  })

  it('connects and reconnects through the EIP-1193 provider a connector adapter holds (WalletConnect); anything else is no connector', async () => {
    const asked: string[] = []
    context.getProvider = (connectorId, namespace) => {
      asked.push(`${connectorId} ${namespace}`)
      return connectorId === 'walletConnect' ? wallet.provider : { request: 'not a function' }
    }
    const provided = await load()
    expect(await provided.connect('walletConnect')).toEqual({ accounts: [{ namespace: 'eip155', address: account(0), type: 'eoa' }], caipNetworkId: 'eip155:31337' })
    wallet.selectAccount(1)
    expect(context.events).toEqual([`accounts eip155 ${account(1)}`])
    expect(await provided.reconnect?.('walletConnect')).toEqual({ accounts: [{ namespace: 'eip155', address: account(1), type: 'eoa' }], caipNetworkId: 'eip155:31337' })
    expect(((await thrown(() => provided.connect('junk'))) as BaseError).shortMessage).toBe('Connector not found')
    expect(await provided.reconnect?.('junk')).toBeUndefined()
    // The host's own wallet is not looked up elsewhere.
    await provided.connect('test-wallet')
    expect(asked).toEqual(['walletConnect eip155', 'walletConnect eip155', 'junk eip155', 'junk eip155'])
  })

  it('disconnect revokes the permission, stops listening, and may be called again', async () => {
    await adapter.connect('test-wallet')
    await adapter.disconnect()
    await adapter.disconnect()
    expect(wallet.connected).toBe(false)
    wallet.selectAccount(2)
    expect(context.events).toEqual([])
  })
})

describe('networks', () => {
  it('switches between 31337 and 31338, adding 31338 to the wallet on 4902 first', async () => {
    await adapter.connect('test-wallet', networkA)
    await adapter.switchNetwork(networkB)
    expect(wallet.chainId).toBe(31338)
    await adapter.switchNetwork(networkA)
    expect(wallet.chainId).toBe(31337)
    expect(context.events).toEqual(['network eip155 eip155:31338', 'network eip155 eip155:31337'])
  })

  it('connect with a network moves the wallet there', async () => {
    expect(await adapter.connect('test-wallet', networkB)).toMatchObject({ caipNetworkId: 'eip155:31338' })
    expect(wallet.chainId).toBe(31338)
  })

  it('a declined switch throws 4001 and leaves the wallet where it was', async () => {
    await adapter.connect('test-wallet')
    wallet.setPolicy('reject')
    expect(await thrown(() => adapter.switchNetwork(networkB))).toMatchObject({ code: 4001 })
    expect(wallet.chainId).toBe(31337)
  })
})

describe('signing', () => {
  it('personal_sign: the signature verifies with viem', async () => {
    await adapter.connect('test-wallet')
    const signature = await adapter.signMessage('Sign in to Portico', account(0))
    expect(await verifyMessage({ address: account(0), message: 'Sign in to Portico', signature: signature as Address })).toBe(true)
    expect(await verifyMessage({ address: account(1), message: 'Sign in to Portico', signature: signature as Address })).toBe(false)
  })

  it('eth_signTypedData_v4: the signature verifies with viem', async () => {
    await adapter.connect('test-wallet')
    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: 31337, verifyingContract: token },
      types: { Mail: [{ name: 'to', type: 'address' }, { name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { to: account(1), contents: 'Hello' },
    } as const
    const signature = await adapter.signTypedData(typedData, account(0))
    expect(await verifyTypedData({ ...typedData, address: account(0), signature: signature as Address })).toBe(true)
  })

  it('a declined signature throws a ProviderError with code 4001', async () => {
    await adapter.connect('test-wallet')
    wallet.setPolicy('reject')
    const error = await thrown(() => adapter.signMessage('no', account(0)))
    expect(error).toBeInstanceOf(ProviderError)
    expect(error).toMatchObject({ code: 4001 })
  })
})

describe('sending', () => {
  it('a native send moves exactly the amount; the sender also pays the gas', async () => {
    await adapter.connect('test-wallet')
    const [from, to] = [account(0), account(5)]
    const [fromBefore, toBefore] = await Promise.all([reader.getBalance({ address: from }), reader.getBalance({ address: to })])
    const value = parseEther('1.25')
    const hash = await adapter.extensions['eip155:transfer'].sendTransaction({ to, value })
    const receipt = await reader.waitForTransactionReceipt({ hash: hash as Address, pollingInterval: 50 })
    const transaction = await reader.getTransaction({ hash: hash as Address })
    expect(transaction.input).toBe('0x')
    expect(await reader.getBalance({ address: to })).toBe(toBefore + value)
    expect(await reader.getBalance({ address: from })).toBe(fromBefore - value - receipt.gasUsed * receipt.effectiveGasPrice)
  })

  it('an ERC-20 send calls transfer(receiver, amount) on the token', async () => {
    await adapter.connect('test-wallet')
    const balanceOf = (address: Address) => reader.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
    const [fromBefore, toBefore] = await Promise.all([balanceOf(account(0)), balanceOf(account(6))])
    const hash = await adapter.extensions['eip155:transfer'].sendTransaction({ to: account(6), value: 42n, token })
    expect((await reader.waitForTransactionReceipt({ hash: hash as Address, pollingInterval: 50 })).status).toBe('success')
    expect(await balanceOf(account(6))).toBe(toBefore + 42n)
    expect(await balanceOf(account(0))).toBe(fromBefore - 42n)
  })

  it('waitForTransaction resolves once the send has a receipt, and refuses what is not a hash with -32602', async () => {
    await adapter.connect('test-wallet')
    const transfer = adapter.extensions['eip155:transfer']
    const hash = await transfer.sendTransaction({ to: account(5), value: 1n })
    await transfer.waitForTransaction(hash, networkA)
    expect((await reader.getTransactionReceipt({ hash: hash as Address })).status).toBe('success')
    expect(await thrown(() => transfer.waitForTransaction('not-a-hash', networkA))).toMatchObject({ code: -32602 })
  })

  it('a send beyond the balance throws the node error of SPEC §8 (insufficient funds)', async () => {
    await adapter.connect('test-wallet')
    const error = await thrown(() => adapter.extensions['eip155:transfer'].sendTransaction({ to: account(7), value: parseEther('100000000') }))
    expect(error).toBeInstanceOf(ProviderError)
    expect(error).toMatchObject({ nodeError: 'INSUFFICIENT_FUNDS', shortMessage: 'The account does not have enough funds to pay for gas and value.' })
  })
})

describe('fees and names', () => {
  it('prices a native transfer at 21,000 gas and an ERC-20 transfer at the gas its send then uses at most', async () => {
    await adapter.connect('test-wallet')
    const gasPrice = await reader.getGasPrice()
    expect(await adapter.extensions['eip155:transfer'].estimateFee({ to: account(5), value: 1n }, networkA)).toBe(21_000n * gasPrice)
    const tokenFee = await adapter.extensions['eip155:transfer'].estimateFee({ to: account(6), value: 5n, token }, networkA)
    const hash = await adapter.extensions['eip155:transfer'].sendTransaction({ to: account(6), value: 5n, token })
    const receipt = await reader.waitForTransactionReceipt({ hash: hash as Address, pollingInterval: 50 })
    expect(tokenFee).toBeGreaterThan(21_000n * gasPrice)
    expect(receipt.gasUsed * gasPrice).toBeLessThanOrEqual(tokenFee)
  })

  it('resolves names and reads profiles through the network\'s universal resolver (the harness\'s local stand-in)', async () => {
    const named = await load({ ensResolvers: { 'eip155:31337': nameResolver } })
    const [alice] = testNames
    if (!alice) throw new Error('No test name')
    expect(await named.extensions['eip155:names'].resolveName(alice.name, networkA)).toBe(alice.owner)
    expect(await named.extensions['eip155:names'].resolveName('ALICE.portico', networkA)).toBe(alice.owner)
    expect(await named.extensions['eip155:names'].resolveName('nobody.portico', networkA)).toBeUndefined()
    // ENSIP-15 would drop a zero-width space: a name that reads as alice.portico but is not is refused, not resolved.
    expect(await named.extensions['eip155:names'].resolveName('ali\u200bce.portico', networkA)).toBeUndefined()
    expect(await named.extensions['eip155:names'].getProfile(alice.owner, networkA)).toEqual({ name: alice.name, avatarUrl: alice.avatar })
    expect(await named.extensions['eip155:names'].getProfile(account(3), networkA)).toEqual({})
    // Chain 31338 has no resolver configured: no names there.
    expect(await named.extensions['eip155:names'].resolveName(alice.name, networkB)).toBeUndefined()
    named.destroy?.()
  })

  it('reads a bare label under the network\'s parent name (nameParents), and nowhere else', async () => {
    const [alice] = testNames
    if (!alice) throw new Error('No test name')
    const parented = await load({ ensResolvers: { 'eip155:31337': nameResolver }, nameParents: { 'eip155:31337': 'portico' } })
    expect(await parented.extensions['eip155:names'].resolveName('alice', networkA)).toBe(alice.owner)
    expect(await parented.extensions['eip155:names'].resolveName('nobody', networkA)).toBeUndefined()
    parented.destroy?.()
    const unparented = await load({ ensResolvers: { 'eip155:31337': nameResolver } })
    expect(await unparented.extensions['eip155:names'].resolveName('alice', networkA)).toBeUndefined()
    unparented.destroy?.()
  })

  it('a network without an ENS resolver has no names: nothing resolves, profiles are empty, and no request is made', async () => {
    const requests: string[] = []
    const server = createServer((request, response) => {
      requests.push(request.url ?? '')
      response.writeHead(500).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const offline = anvilNetwork(31337, url)
      expect(await adapter.extensions['eip155:names'].resolveName('vitalik.eth', offline)).toBeUndefined()
      expect(await adapter.extensions['eip155:names'].getProfile(account(1), offline)).toEqual({})
      expect(requests).toEqual([])
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

describe('balances', () => {
  it('SPEC §7: asks the wallet for its assets only when it says it discovers them, with prices; the answer is valid only if every asset is', async () => {
    const owner = wallet.address
    // Not connected: nothing is asked.
    expect(await adapter.getWalletAssets?.(owner, networkA)).toBeUndefined()
    await adapter.connect('test-wallet')
    // This wallet has no EIP-5792: it refuses wallet_getCapabilities, so wallet_getAssets is never asked.
    expect(await adapter.getWalletAssets?.(owner, networkA)).toBeUndefined()
    expect(wallet.methods).toContain('wallet_getCapabilities')
    expect(wallet.methods).not.toContain('wallet_getAssets')
    adapter.destroy?.()

    const discovering = createTestWallet({ chains: { 31337: first.rpcUrl }, assets: { tokens: { 31337: [token] }, prices: { ETH: 3000, PTT: 2 }, iconUrl: 'https://icons.example/token.svg' } })
    let extra: unknown
    const provider = {
      request: async (args: { method: string; params?: unknown }) => {
        const answer = await discovering.provider.request(args)
        if (args.method === 'wallet_getAssets' && extra) (answer as Record<string, unknown[]>)['0x7a69']?.push(extra)
        return answer
      },
    }
    adapter = await evm({ connectors: [{ id: 'assets-wallet', name: 'Assets Wallet', provider }], discover: false }).load(context)
    await adapter.connect('assets-wallet')
    const native = await reader.getBalance({ address: discovering.address })
    const held = formatEther(await reader.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [discovering.address] }))
    const assets = await adapter.getWalletAssets?.(discovering.address, networkA)
    expect(assets).toEqual([
      { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', quantity: { decimals: '18', numeric: formatEther(native) }, price: 3000, value: 3000 * Number(formatEther(native)), iconUrl: 'https://icons.example/token.svg' },
      { name: 'Portico Test Token', symbol: 'PTT', chainId: 'eip155:31337', address: getAddress(token), quantity: { decimals: '18', numeric: held }, price: 2, value: 2 * Number(held), iconUrl: 'https://icons.example/token.svg' },
    ])
    expect(discovering.methods.filter((method) => method.startsWith('wallet_'))).toEqual(['wallet_getCapabilities', 'wallet_getAssets'])
    // One asset that fails SPEC §7's shape check (no price, a lower-case type, a balance not in hex) makes
    // the whole answer invalid: undefined, so the balances come from the service or the node instead.
    const metadata = { name: 'Portico Test Token', symbol: 'PTT', decimals: 18, price: 2, iconUrl: '' }
    for (const bad of [
      { address: token, balance: '0x1', type: 'ERC20', metadata: { name: 'Bad', symbol: 'BAD', decimals: 18, iconUrl: '' } },
      { address: token, balance: '0x1', type: 'erc20', metadata },
      { address: 'native', balance: '0x1', type: 'native', metadata },
      { address: token, balance: '1', type: 'ERC20', metadata },
    ]) {
      extra = bad
      expect(await adapter.getWalletAssets?.(discovering.address, networkA)).toBeUndefined()
    }
  })

  it('a wallet that holds wallet_getCapabilities (as a locked one queues requests) keeps no balances away: after 5 s it says nothing, so they are read elsewhere', async () => {
    const discovering = createTestWallet({ chains: { 31337: first.rpcUrl }, assets: { tokens: { 31337: [token] }, prices: { ETH: 3000 }, iconUrl: '' } })
    let hold = true
    const held: string[] = []
    const provider = {
      request: (args: { method: string; params?: unknown }) => {
        if (hold && args.method === 'wallet_getCapabilities') {
          held.push(args.method)
          return new Promise<never>(() => undefined)
        }
        return discovering.provider.request(args)
      },
    }
    adapter = await evm({ connectors: [{ id: 'held-wallet', name: 'Held Wallet', provider }], discover: false }).load(context)
    await adapter.connect('held-wallet')
    // Without a deadline this read would wait for ever, and with it the balances store (loading).
    expect(await adapter.getWalletAssets?.(discovering.address, networkA)).toBeUndefined()
    expect(held).toEqual(['wallet_getCapabilities'])
    expect(discovering.methods).not.toContain('wallet_getAssets')
    // Control: the same wallet answering lists its assets.
    hold = false
    expect((await adapter.getWalletAssets?.(discovering.address, networkA))?.map((balance) => balance.symbol)).toEqual(['ETH', 'PTT'])
  }, 20_000)

  it('reads the native balance and the listed tokens as token balances', async () => {
    const owner = account(8)
    const balances = await adapter.getBalances(owner, networkA)
    const native = await reader.getBalance({ address: owner })
    expect(balances).toEqual([
      { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', quantity: { decimals: '18', numeric: formatEther(native) } },
      { name: 'Portico Test Token', symbol: 'PTT', chainId: 'eip155:31337', address: getAddress(token), quantity: { decimals: '18', numeric: '1000000' } },
    ])
  })

  it('lists only the native balance on a network without tokens', async () => {
    const balances = await adapter.getBalances(account(8), networkB)
    expect(balances.map((balance) => balance.symbol)).toEqual(['ETH'])
    expect(balances[0]?.quantity.numeric).toBe('10000')
  })

  it('a network without RPC urls fails with "No URL was provided to the Transport"', async () => {
    const error = await thrown(() => adapter.getBalances(account(8), { ...networkA, rpcUrls: {} }))
    expect(error).toMatchObject({ shortMessage: 'No URL was provided to the Transport' })
  })

  it('a node answering 404 fails with "HTTP request failed" (not retried)', async () => {
    let requests = 0
    const server = createServer((_request, response) => {
      requests += 1
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not here')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const error = await thrown(() => adapter.getBalances(account(8), { ...networkA, rpcUrls: { default: { http: [url] } } }))
      expect(error).toMatchObject({ shortMessage: 'HTTP request failed', code: 'HTTP_REQUEST_FAILED', details: 'HTTP status code: 404' })
      expect(requests).toBe(1)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('uses the host\'s RPC urls for a chain id instead of the network\'s', async () => {
    const overridden = await load({ rpcUrls: { 31337: [second.rpcUrl] } })
    const balances = await overridden.getBalances(account(0), networkA)
    expect(balances[0]?.quantity.numeric).toBe(formatEther(await createPublicClient({ transport: http(second.rpcUrl) }).getBalance({ address: account(0) })))
  })
})
