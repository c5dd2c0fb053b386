import { readdirSync, readFileSync } from 'node:fs'
import { Network, decode } from '@portico/kernel/extend'
import { describe, expect, it } from 'vitest'
import { toPorticoNetwork } from './toPorticoNetwork.ts'
import { viemChainNamed } from './testing/viemChainNamed.ts'
import { evmNetworkById } from './evmNetworkById.ts'
import { evmNetworks } from './evmNetworks.ts'

const specChainIds = [1, 5, 11155111, 10, 420, 42161, 421613, 137, 80001, 42220, 56, 97, 43114, 43113, 324, 280, 100, 8453, 84531, 84532, 7777777, 999, 1313161554]

describe('evmNetworks', () => {
  it('holds exactly SPEC §9\'s EVM chains, Aurora included', () => {
    expect(Object.values(evmNetworks).map((network) => network.id).sort((a, b) => Number(a) - Number(b))).toEqual([...specChainIds].sort((a, b) => a - b))
  })

  it('each is a kernel Network with its CAIP-2 id, an RPC url and nothing of viem\'s beyond', () => {
    for (const network of Object.values(evmNetworks)) {
      const decoded = decode(Network, network)
      expect(decoded.ok ? 'ok' : decoded.error, network.name).toBe('ok')
      expect(network.caipNetworkId).toBe(`eip155:${network.id}`)
      expect(network.rpcUrls.default?.http.length).toBeGreaterThan(0)
      expect(Object.keys(network).every((key) => ['id', 'caipNetworkId', 'chainNamespace', 'name', 'nativeCurrency', 'rpcUrls', 'blockExplorers', 'testnet'].includes(key))).toBe(true)
    }
    expect(evmNetworks.mainnet).toMatchObject({ name: 'Ethereum', nativeCurrency: { symbol: 'ETH', decimals: 18 } })
    expect(evmNetworks.sepolia.testnet).toBe(true)
  })
})

describe('evmNetworkById', () => {
  it('finds a supported network by chain id', () => {
    expect(evmNetworkById(8453)).toBe(evmNetworks.base)
  })

  it('gives the kernel\'s placeholder for another chain: empty currency, no RPC urls', () => {
    expect(evmNetworkById(31337)).toEqual({
      id: 31337,
      caipNetworkId: 'eip155:31337',
      chainNamespace: 'eip155',
      name: 'eip155:31337',
      nativeCurrency: { name: '', symbol: '', decimals: 0 },
      rpcUrls: {},
    })
  })
})

describe('evmNetworks are plain data', () => {
  it.each(Object.entries(evmNetworks).filter(([name]) => name !== 'zksyncGoerliTestnet'))("%s equals viem's chain of that name, as toPorticoNetwork turns it into a Network", (name, network) => {
    const chain = viemChainNamed(name)
    if (!chain) throw new Error(`viem/chains has no ${name}`)
    expect(network).toEqual(toPorticoNetwork(chain))
  })

  it('the networks entry imports no viem at runtime (types only): a host that takes its networks from it loads none', () => {
    const directory = new URL('.', import.meta.url)
    const sources = readdirSync(directory).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    expect(sources).toContain('evmNetworks.ts')
    const runtimeViem = sources.filter((file) => /^import (?!type )[^\n]*from 'viem/m.test(readFileSync(new URL(file, directory), 'utf8')))
    expect(runtimeViem).toEqual([])
    // The check itself: a runtime import of viem is caught.
    expect(/^import (?!type )[^\n]*from 'viem/m.test("import { mainnet } from 'viem/chains'")).toBe(true)
  })
})
