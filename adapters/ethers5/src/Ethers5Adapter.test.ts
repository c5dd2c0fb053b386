import { createAppKit } from '@portico/kernel'
import type { AppKit } from '@portico/kernel'
import { EthersAdapter } from '@portico/adapter-ethers'
import { ethers } from 'ethers'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import { createTestWallet } from '../../../tests/harness/testWallet/createTestWallet.ts'
import type { TestWallet } from '../../../tests/harness/testWallet/createTestWallet.ts'
import { Ethers5Adapter } from './Ethers5Adapter.ts'

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
    projectId: 'ethers5-test',
    networks: [network],
    adapters: [new Ethers5Adapter({ connectors: [{ id: 'test-wallet', name: 'Test Wallet', provider: wallet.provider }], discover: false })],
    enableWalletConnect: false,
  })
  await appKit.ready
})

afterEach(() => appKit.destroy())

describe('Ethers5Adapter, as an ethers v5 host uses it', () => {
  it("is AppKit's EVM chain adapter under its ethers v5 name, with WalletConnect along", () => {
    const adapter = new Ethers5Adapter()
    expect(adapter).toBeInstanceOf(EthersAdapter)
    expect([adapter.kind, adapter.namespace, adapter.id]).toEqual(['chain', 'eip155', 'evm'])
    expect(adapter.bundles).toMatchObject([{ option: 'enableWalletConnect', definition: { kind: 'connector', id: 'walletConnect' } }])
  })

  it("signs and sends through ethers v5's Web3Provider over the connection's provider, on anvil", async () => {
    await appKit.store.adapters.connect('test-wallet')
    const walletProvider = appKit.getWalletProvider<ethers.providers.ExternalProvider>('eip155')
    if (!walletProvider) throw new Error('no provider after connecting')
    const provider = new ethers.providers.Web3Provider(walletProvider)
    const signer = provider.getSigner()
    expect(await signer.getAddress()).toBe(wallet.address)
    expect((await provider.getNetwork()).chainId).toBe(31337)
    const signature = await signer.signMessage('Hello from ethers v5')
    expect(ethers.utils.verifyMessage('Hello from ethers v5', signature)).toBe(wallet.address)
    const before = await reader.getBalance({ address: receiver })
    const sent = await signer.sendTransaction({ to: receiver, value: ethers.utils.parseEther('0.25') })
    await sent.wait()
    expect(await reader.getBalance({ address: receiver })).toBe(before + parseEther('0.25'))
  })

  it("passes the wallet's refusal on as the EIP-1193 error 4001 ethers v5 hands back", async () => {
    await appKit.store.adapters.connect('test-wallet')
    const signer = new ethers.providers.Web3Provider(appKit.getWalletProvider<ethers.providers.ExternalProvider>('eip155')!).getSigner()
    wallet.setPolicy('reject')
    await expect(signer.signMessage('No')).rejects.toMatchObject({ code: 4001 })
  })
})
