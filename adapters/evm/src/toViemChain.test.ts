import type { Network } from '@portico/kernel'
import { describe, expect, it } from 'vitest'
import { toViemChain } from './toViemChain.ts'

const network: Network = {
  id: 31338,
  caipNetworkId: 'eip155:31338',
  chainNamespace: 'eip155',
  name: 'Anvil 31338',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  blockExplorers: { local: { name: 'Local', url: 'http://127.0.0.1:5100' } },
  testnet: true,
}

describe('toViemChain', () => {
  it('gives the chain wallet_addEthereumChain needs: id, name, currency, the RPC urls in use and a default explorer', () => {
    expect(toViemChain(network, ['http://127.0.0.1:9999'])).toEqual({
      id: 31338,
      name: 'Anvil 31338',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9999'] } },
      blockExplorers: { local: { name: 'Local', url: 'http://127.0.0.1:5100' }, default: { name: 'Local', url: 'http://127.0.0.1:5100' } },
      testnet: true,
    })
  })

  it('leaves out explorers it does not have', () => {
    const { blockExplorers: _, ...bare } = network
    expect(toViemChain(bare, [])).not.toHaveProperty('blockExplorers')
  })
})
