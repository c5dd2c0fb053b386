import type { Network } from '@portico/kernel'
import { describe, expect, it } from 'vitest'
import { rpcUrlsOf } from './rpcUrlsOf.ts'

const network: Network = {
  id: 10,
  caipNetworkId: 'eip155:10',
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { public: { http: ['https://b.example', 'https://a.example'] }, default: { http: ['https://a.example'] } },
}

describe('rpcUrlsOf', () => {
  it('gives the default urls first, then the others, without repeats', () => {
    expect(rpcUrlsOf(network)).toEqual(['https://a.example', 'https://b.example'])
  })

  it('gives the host\'s urls for the chain id instead', () => {
    expect(rpcUrlsOf(network, { 10: ['http://127.0.0.1:8545', 'http://127.0.0.1:8545'] })).toEqual(['http://127.0.0.1:8545'])
    expect(rpcUrlsOf(network, { 1: ['http://127.0.0.1:8545'] })).toEqual(['https://a.example', 'https://b.example'])
  })

  it('gives none for a placeholder network', () => {
    expect(rpcUrlsOf({ ...network, rpcUrls: {} })).toEqual([])
  })
})
