import type { Network } from '@portico/kernel'
import { afterAll } from 'vitest'
import { evm } from '../../../adapters/evm/src/evm.ts'
import { startAnvil } from '../../harness/anvil.ts'
import { createTestWallet } from '../../harness/testWallet/createTestWallet.ts'
import { adapterContract } from './adapterContract.ts'

const first = await startAnvil({ chainId: 31337 })
const second = await startAnvil({ chainId: 31338 })
afterAll(() => Promise.all([first.stop(), second.stop()]))

function anvilNetwork(chainId: number, rpcUrl: string): Network {
  return {
    id: chainId,
    caipNetworkId: `eip155:${chainId}`,
    chainNamespace: 'eip155',
    name: `Anvil ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  }
}

// The wallet knows the first chain only: switching to the second adds it first (4902).
const wallet = createTestWallet({ chains: { 31337: first.rpcUrl } })
const declining = createTestWallet({ chains: { 31337: first.rpcUrl }, policy: 'reject' })

adapterContract('evm (viem) with the test wallet as a host connector', {
  create: () => evm({ connectors: [{ id: 'test-wallet', name: 'Portico Test Wallet', provider: wallet.provider }], discover: false }),
  networks: [anvilNetwork(31337, first.rpcUrl), anvilNetwork(31338, second.rpcUrl)],
  connectorId: 'test-wallet',
  decline: {
    connectorId: 'declining-wallet',
    create: () => evm({ connectors: [{ id: 'declining-wallet', name: 'Declining Wallet', provider: declining.provider }], discover: false }),
  },
})
