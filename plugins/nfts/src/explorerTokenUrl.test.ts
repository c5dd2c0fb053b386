import type { Network } from '@portico/kernel'
import { describe, expect, it } from 'vitest'
import { explorerTokenUrl } from './explorerTokenUrl.ts'

const contract = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

function network(url: string | undefined): Network {
  return {
    id: 1,
    caipNetworkId: 'eip155:1',
    chainNamespace: 'eip155',
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
    ...(url ? { blockExplorers: { default: { name: 'Etherscan', url } } } : {}),
  }
}

describe('explorerTokenUrl', () => {
  it("links the token's page on the network's explorer", () => {
    expect(explorerTokenUrl(network('https://etherscan.io/'), contract, '42')).toEqual({ url: `https://etherscan.io/token/${contract}?a=42`, name: 'Etherscan' })
  })

  it('gives nothing without an explorer, for an unsafe one, or for a contract or token id that is not one', () => {
    expect(explorerTokenUrl(network(undefined), contract, '42')).toBeUndefined()
    expect(explorerTokenUrl(undefined, contract, '42')).toBeUndefined()
    expect(explorerTokenUrl(network('javascript:alert(1)//'), contract, '42')).toBeUndefined()
    expect(explorerTokenUrl(network('https://etherscan.io'), '0x1234/../../evil', '42')).toBeUndefined()
    expect(explorerTokenUrl(network('https://etherscan.io'), contract, '4/2')).toBeUndefined()
  })
})
