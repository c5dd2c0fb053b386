import { createAppKit } from '@portico/kernel'
import type { AppKit } from '@portico/kernel'
import { BrowserProvider, parseEther, verifyMessage } from 'ethers'
import type { Eip1193Provider } from 'ethers'
import { createPublicClient, http } from 'viem'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import { createTestWallet } from '../../../tests/harness/testWallet/createTestWallet.ts'
import type { TestWallet } from '../../../tests/harness/testWallet/createTestWallet.ts'
import { EthersAdapter } from './EthersAdapter.ts'

const chain = await startAnvil({ chainId: 31337 })
afterAll(() => chain.stop())
const network = { id: 31337, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } }
const receiver = '0x000000000000000000000000000000000000bEEF'
const reader = createPublicClient({ transport: http(chain.rpcUrl) })

let wallet: TestWallet
let appKit: AppKit

beforeEach(async () => {
  wallet = createTestWallet({ chains: { 31337: chain.rpcUrl } })
  appKit = createAppKit({
    projectId: 'ethers-test',
    networks: [network],
    adapters: [new EthersAdapter({ connectors: [{ id: 'test-wallet', name: 'Test Wallet', provider: wallet.provider }], discover: false })],
    enableWalletConnect: false,
  })
  await appKit.ready
})

afterEach(() => appKit.destroy())

describe('EthersAdapter, as an ethers host uses it', () => {
  it('is accepted in adapters as AppKit hosts write it, and gives no provider before a connection', () => {
    const adapter = new EthersAdapter()
    expect([adapter.kind, adapter.namespace, adapter.id]).toEqual(['chain', 'eip155', 'evm'])
    expect(appKit.getWalletProvider('eip155')).toBeUndefined()
  })

  it("brings WalletConnect along, as AppKit's does: its connector is offered unless enableWalletConnect is false", async () => {
    expect(new EthersAdapter().bundles).toMatchObject([{ option: 'enableWalletConnect', definition: { kind: 'connector', id: 'walletConnect' } }])
    const withWalletConnect = createAppKit({ projectId: 'ethers-test', networks: [network], adapters: [new EthersAdapter({ discover: false })] })
    try {
      await withWalletConnect.store.adapters.ensureLoaded()
      expect(withWalletConnect.store.adapters.connectors.map((connector) => connector.type)).toContain('WALLET_CONNECT')
    } finally {
      withWalletConnect.destroy()
    }
    await appKit.store.adapters.ensureLoaded()
    expect(appKit.store.adapters.connectors.map((connector) => connector.type)).not.toContain('WALLET_CONNECT')
  })

  it("signs and sends through ethers' BrowserProvider over the connection's provider, on anvil", async () => {
    await appKit.store.adapters.connect('test-wallet')
    const walletProvider = appKit.getWalletProvider<Eip1193Provider>('eip155')
    if (!walletProvider) throw new Error('no provider after connecting')
    const provider = new BrowserProvider(walletProvider)
    const signer = await provider.getSigner()
    expect(await signer.getAddress()).toBe(wallet.address)
    expect((await provider.getNetwork()).chainId).toBe(31337n)
    const signature = await signer.signMessage('Hello from ethers')
    expect(verifyMessage('Hello from ethers', signature)).toBe(wallet.address)
    const before = await reader.getBalance({ address: receiver })
    const sent = await signer.sendTransaction({ to: receiver, value: parseEther('0.25') })
    await reader.waitForTransactionReceipt({ hash: sent.hash as `0x${string}` })
    expect(await reader.getBalance({ address: receiver })).toBe(before + parseEther('0.25'))
  })

  it("passes the wallet's refusal on as ethers' ACTION_REJECTED", async () => {
    await appKit.store.adapters.connect('test-wallet')
    const signer = await new BrowserProvider(appKit.getWalletProvider<Eip1193Provider>('eip155')!).getSigner()
    wallet.setPolicy('reject')
    await expect(signer.signMessage('No')).rejects.toMatchObject({ code: 'ACTION_REJECTED' })
  })
})
