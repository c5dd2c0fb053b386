// WagmiAdapter against two anvil chains and the test wallet, through @wagmi/core's actions (what
// wagmi's React hooks call). The unit project runs it on wagmi 3; the wagmi2 project runs the same
// file with `@wagmi/core` resolved to wagmi 2 (vitest.config.ts).
import { createAppKit } from '@portico/kernel'
import type { AppKit } from '@portico/kernel'
import { disconnect, getBalance, reconnect, getChainId, readContract, sendTransaction, signMessage, switchChain, version, waitForTransactionReceipt, writeContract } from '@wagmi/core'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import { deployToken } from '../../../tests/harness/deployToken.ts'
import { createTestWallet } from '../../../tests/harness/testWallet/createTestWallet.ts'
import type { TestWallet } from '../../../tests/harness/testWallet/createTestWallet.ts'
import { WagmiAdapter } from './WagmiAdapter.ts'

const [first, second] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
afterAll(() => Promise.all([first.stop(), second.stop()]))
const token = await deployToken(first.rpcUrl)
const anvil = (id: number, rpcUrl: string) => ({ id, name: `Anvil ${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } })
const networks = [anvil(31337, first.rpcUrl), anvil(31338, second.rpcUrl)]
const solanaLocal = { id: 'localnet', chainNamespace: 'solana', caipNetworkId: 'solana:localnet', name: 'Solana Local', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } } as const
const receiver = '0x000000000000000000000000000000000000bEEF'
const reader = createPublicClient({ transport: http(first.rpcUrl) })

let wallet: TestWallet
let wagmiAdapter: WagmiAdapter
let appKit: AppKit

beforeEach(async () => {
  wallet = createTestWallet({ chains: { 31337: first.rpcUrl, 31338: second.rpcUrl } })
  wagmiAdapter = new WagmiAdapter({ networks, projectId: 'wagmi-test', evm: { connectors: [{ id: 'test-wallet', name: 'Test Wallet', provider: wallet.provider }], discover: false } })
  // WalletConnect, which comes with the adapter, is not needed here.
  appKit = createAppKit({ projectId: 'wagmi-test', networks, adapters: [wagmiAdapter], enableWalletConnect: false })
  await appKit.ready
})

afterEach(() => appKit.destroy())

const config = () => wagmiAdapter.wagmiConfig
const wagmiAddress = () => {
  const { current, connections } = config().state
  return current ? connections.get(current)?.accounts[0] : undefined
}
const wagmiChainId = () => {
  const { current, connections } = config().state
  return current ? connections.get(current)?.chainId : undefined
}

async function connectInModal(): Promise<void> {
  await appKit.store.adapters.connect('test-wallet')
  await expect.poll(() => config().state.status).toBe('connected')
}

describe('WagmiAdapter: the config', () => {
  it(`runs on wagmi ${process.env.WAGMI_MAJOR ?? '3'}`, () => {
    expect(version.split('.')[0]).toBe(process.env.WAGMI_MAJOR ?? '3')
  })

  it("has the networks' EVM chains and one connector, the modal's; wagmi starts disconnected", () => {
    const adapter = new WagmiAdapter({ networks: [...networks, solanaLocal] })
    expect([adapter.kind, adapter.namespace, adapter.id]).toEqual(['chain', 'eip155', 'evm'])
    expect(adapter.wagmiConfig.chains.map((chain) => chain.id)).toEqual([31337, 31338])
    expect(adapter.wagmiConfig.chains[0].rpcUrls.default.http).toEqual([first.rpcUrl])
    expect(adapter.wagmiConfig.connectors.map((connector) => [connector.id, connector.name])).toEqual([['portico', 'Portico']])
    expect(adapter.wagmiConfig.state.status).toBe('disconnected')
  })

  it('brings WalletConnect along, as AppKit\'s adapters do, unless the host sets enableWalletConnect: false', () => {
    expect(new WagmiAdapter({ networks }).bundles.map((bundle) => [bundle.definition.id, bundle.option])).toEqual([['walletConnect', 'enableWalletConnect']])
  })

  it('refuses options that cannot work, with the reason', () => {
    expect(() => new WagmiAdapter({ networks: [solanaLocal] })).toThrow('WagmiAdapter needs at least one EVM network (eip155) in `networks`')
    // @ts-expect-error: a host without TypeScript passes anything
    expect(() => new WagmiAdapter({ networks: 'mainnet' })).toThrow('Invalid WagmiAdapter options')
    // @ts-expect-error: a network without its currency
    expect(() => new WagmiAdapter({ networks: [{ id: 1, name: 'One', rpcUrls: { default: { http: [] } } }] })).toThrow('Invalid WagmiAdapter networks[0]')
  })
})

describe('WagmiAdapter: wagmi on the connection made in the modal', () => {
  it('wagmi sees the account and chain the modal connected', async () => {
    expect(config().state.status).toBe('disconnected')
    await connectInModal()
    expect(wagmiAddress()).toBe(wallet.address)
    expect(wagmiChainId()).toBe(31337)
    expect(getChainId(config())).toBe(31337)
  })

  it('signMessage: the signature verifies against the account', async () => {
    await connectInModal()
    const signature = await signMessage(config(), { message: 'Hello from wagmi' })
    expect(await verifyMessage({ address: wallet.address, message: 'Hello from wagmi', signature })).toBe(true)
  })

  it('sendTransaction moves exactly the value; getBalance reads it as the chain does', async () => {
    await connectInModal()
    const before = await reader.getBalance({ address: receiver })
    const hash = await sendTransaction(config(), { to: receiver, value: parseEther('0.5') })
    await waitForTransactionReceipt(config(), { hash, pollingInterval: 50 })
    expect(await reader.getBalance({ address: receiver })).toBe(before + parseEther('0.5'))
    expect((await getBalance(config(), { address: receiver })).value).toBe(before + parseEther('0.5'))
  })

  it('writeContract transfers exactly the tokens (an ERC-20 on anvil)', async () => {
    await connectInModal()
    const balanceOf = () => readContract(config(), { address: token, abi: erc20Abi, functionName: 'balanceOf', args: [receiver] })
    const before = await balanceOf()
    const hash = await writeContract(config(), { address: token, abi: erc20Abi, functionName: 'transfer', args: [receiver, parseUnits('12', 18)] })
    await waitForTransactionReceipt(config(), { hash, pollingInterval: 50 })
    expect(await balanceOf()).toBe(before + parseUnits('12', 18))
  })

  it("switchChain through wagmi moves the modal's network, and wagmi's sends go there", async () => {
    await connectInModal()
    await switchChain(config(), { chainId: 31338 })
    expect(appKit.getChainId()).toBe(31338)
    expect(appKit.getCaipNetworkId()).toBe('eip155:31338')
    expect(wagmiChainId()).toBe(31338)
    const secondReader = createPublicClient({ transport: http(second.rpcUrl) })
    const before = await secondReader.getBalance({ address: receiver })
    const hash = await sendTransaction(config(), { to: receiver, value: parseEther('0.1') })
    await secondReader.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(await secondReader.getBalance({ address: receiver })).toBe(before + parseEther('0.1'))
  })

  it('a network switched in the modal reaches wagmi', async () => {
    await connectInModal()
    await appKit.switchNetwork('eip155:31338')
    await expect.poll(wagmiChainId).toBe(31338)
    expect(getChainId(config())).toBe(31338)
  })

  it("a refused switch is wagmi's UserRejectedRequestError, and nothing moves", async () => {
    await connectInModal()
    wallet.setPolicy('reject')
    await expect(switchChain(config(), { chainId: 31338 })).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
    expect(appKit.getChainId()).toBe(31337)
    expect(wagmiChainId()).toBe(31337)
  })

  it('a chain wagmi does not know is refused before the wallet is asked', async () => {
    await connectInModal()
    await expect(switchChain(config(), { chainId: 1 })).rejects.toMatchObject({ name: 'ChainNotConfiguredError' })
    expect(appKit.getChainId()).toBe(31337)
  })

  it("wagmi's reconnect (WagmiProvider runs it on mount) ends disconnected at once while the modal has no connection, and finds the modal's once it has", async () => {
    expect(await reconnect(config())).toEqual([])
    expect(config().state.status).toBe('disconnected')
    await connectInModal()
    const [connection] = await reconnect(config())
    expect(connection?.accounts).toEqual([wallet.address])
    expect(config().state.status).toBe('connected')
  })

  it('disconnect through wagmi ends the modal connection', async () => {
    await connectInModal()
    await disconnect(config())
    expect(config().state.status).toBe('disconnected')
    await expect.poll(() => appKit.getIsConnectedState()).toBe(false)
  })

  it('disconnect in the modal reaches wagmi, and a new connection comes back', async () => {
    await connectInModal()
    await appKit.disconnect()
    await expect.poll(() => config().state.status).toBe('disconnected')
    expect(wagmiAddress()).toBeUndefined()
    await connectInModal()
    expect(wagmiAddress()).toBe(wallet.address)
  })
})
