import { describe, expect, it } from 'vitest'
import type { Network } from '../model/Network.ts'
import { applyNetworkOptions } from './applyNetworkOptions.ts'

const mainnet: Network = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.example'] }, public: { http: ['https://public.example'] } },
  assets: { imageId: 'eth-image' },
}

describe('applyNetworkOptions', () => {
  it('gives the network itself when no option names it', () => {
    expect(applyNetworkOptions(mainnet, {})).toBe(mainnet)
    expect(applyNetworkOptions(mainnet, { chainImages: { 137: 'https://images.example/polygon.png' }, customRpcUrls: { 'eip155:137': [{ url: 'https://rpc.example' }] } })).toBe(mainnet)
  })

  it('sets the image of chainImages, by chain id or CAIP-2 id, keeping the other assets', () => {
    expect(applyNetworkOptions(mainnet, { chainImages: { 1: 'https://images.example/eth.png' } }).assets).toEqual({ imageId: 'eth-image', imageUrl: 'https://images.example/eth.png' })
    expect(applyNetworkOptions(mainnet, { chainImages: { 'eip155:1': 'https://images.example/caip.png', 1: 'https://images.example/id.png' } }).assets?.imageUrl).toBe('https://images.example/caip.png')
  })

  it('puts customRpcUrls before the default RPC urls, without repeats, leaving the other url sets', () => {
    const applied = applyNetworkOptions(mainnet, { customRpcUrls: { 'eip155:1': [{ url: 'https://mine.example' }, { url: 'https://eth.example' }] } })
    expect(applied.rpcUrls).toEqual({ default: { http: ['https://mine.example', 'https://eth.example'] }, public: { http: ['https://public.example'] } })
    expect(mainnet.rpcUrls.default?.http).toEqual(['https://eth.example'])
  })
})
