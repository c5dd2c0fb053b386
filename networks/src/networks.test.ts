import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { NetworkFromChain } from '../../kernel/src/config/NetworkFromChain.ts'
import { decode } from '../../kernel/src/decode.ts'
import { ConfigError } from '../../kernel/src/errors.ts'
import { Network } from '../../kernel/src/model/Network.ts'
import { parseCaipNetworkId } from '../../kernel/src/model/parseCaipNetworkId.ts'
import * as networks from './index.ts'
import type { AppKitNetwork } from './index.ts'

const { defineChain, ...byName } = networks
const all = Object.entries(byName)

describe('@portico/kernel/networks', () => {
  it("has AppKit's network names", () => {
    expect(Object.keys(byName).sort()).toEqual(
      [
        'mainnet', 'sepolia', 'arbitrum', 'arbitrumSepolia', 'optimism', 'optimismSepolia', 'base', 'baseSepolia', 'polygon',
        'polygonAmoy', 'bsc', 'avalanche', 'gnosis', 'zksync', 'linea', 'scroll', 'celo', 'mantle', 'blast', 'zora', 'solana',
        'solanaDevnet', 'solanaTestnet', 'bitcoin', 'bitcoinTestnet',
      ].sort(),
    )
  })

  it.each(all)('%s is a kernel Network that decodes as a host network unchanged', (_name, network) => {
    const decoded = decode(Network, network)
    expect(decoded.ok ? 'ok' : decoded.error).toBe('ok')
    const asHostNetwork = decode(NetworkFromChain, network)
    expect(asHostNetwork.ok && asHostNetwork.value).toEqual(network)
  })

  it.each(all)('%s has a CAIP-2 id `namespace:reference` that says its namespace and id', (_name, network) => {
    expect(parseCaipNetworkId(network.caipNetworkId)).toEqual({ namespace: network.chainNamespace, reference: String(network.id) })
  })

  it('keys Solana and Bitcoin by their genesis hashes (CAIP-2)', () => {
    expect(networks.solana.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(networks.solanaDevnet.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(networks.solanaTestnet.caipNetworkId).toBe('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
    expect(networks.bitcoin.caipNetworkId).toBe('bip122:000000000019d6689c085ae165831e93')
    expect(networks.bitcoinTestnet.caipNetworkId).toBe('bip122:000000000933ea01ad0ee984209779ba')
  })

  it('gives every EVM network an RPC url, and marks testnets', () => {
    for (const [name, network] of all.filter(([, network]) => network.chainNamespace === 'eip155')) {
      expect(network.rpcUrls.default?.http.length, name).toBeGreaterThan(0)
    }
    expect([networks.sepolia, networks.arbitrumSepolia, networks.baseSepolia, networks.polygonAmoy, networks.solanaDevnet, networks.bitcoinTestnet].every((network) => network.testnet)).toBe(true)
  })

  it('is written without viem: no file of the entry imports a chain SDK', () => {
    const folder = new URL('./', import.meta.url)
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      expect(readFileSync(new URL(file, folder), 'utf8'), file).not.toMatch(/from '(viem|@solana|wagmi)/)
    }
  })
})

describe('defineChain', () => {
  const custom = {
    id: 123456789,
    name: 'Custom Network',
    caipNetworkId: 'eip155:123456789',
    chainNamespace: 'eip155',
    nativeCurrency: { decimals: 18, name: 'Ether', symbol: 'ETH' },
    rpcUrls: { default: { http: ['https://rpc.custom.example'] } },
    blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.custom.example' } },
    contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11' } },
  } as const

  it('gives the chain back as a Network, its other fields kept', () => {
    const network = defineChain(custom)
    expect(Network.is(network)).toBe(true)
    expect(network).toEqual(custom)
    expect(network.contracts.multicall3.address).toBe(custom.contracts.multicall3.address)
  })

  it('completes a viem-style chain with namespace eip155 and its CAIP id', () => {
    const { caipNetworkId: _id, chainNamespace: _namespace, ...chain } = custom
    expect(defineChain(chain)).toMatchObject({ chainNamespace: 'eip155', caipNetworkId: 'eip155:123456789' })
  })

  it('throws a ConfigError naming a wrong field', () => {
    const wrong = { ...custom, caipNetworkId: 'eip155:1' }
    expect(() => defineChain(wrong)).toThrow(ConfigError)
    expect(() => defineChain(wrong)).toThrow('Invalid network: caipNetworkId: expected "eip155:123456789" (namespace:id), got "eip155:1"')
  })

  it('types a network list as AppKit hosts write it', () => {
    const list: [AppKitNetwork, ...AppKitNetwork[]] = [networks.mainnet, networks.solana, defineChain(custom)]
    expect(list).toHaveLength(3)
  })
})
