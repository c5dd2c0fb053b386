import { describe, expect, it } from 'vitest'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { Network } from '../model/Network.ts'
import { Storage } from '../services/Storage.ts'
import { memoryStorageBackend } from '../services/memoryStorageBackend.ts'
import { NetworksStore } from './NetworksStore.ts'

function network(chainNamespace: ChainNamespace, id: number | string, name: string): Network {
  return {
    id,
    caipNetworkId: `${chainNamespace}:${id}`,
    chainNamespace,
    name,
    nativeCurrency: { name, symbol: name.slice(0, 3).toUpperCase(), decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:8545/${id}`] } },
  }
}

const mainnet = network('eip155', 1, 'Ethereum')
const polygon = network('eip155', 137, 'Polygon')
const solana = network('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana')
const configured = [mainnet, polygon, solana]

describe('NetworksStore', () => {
  it('starts each namespace on its first configured network', () => {
    let active: ChainNamespace | undefined = 'solana'
    const store = new NetworksStore(configured, () => active)
    expect(store.activeByNamespace.get('eip155')).toBe('eip155:1')
    expect(store.active).toBe(solana)
    active = undefined
    expect(store.forNamespace('eip155')).toEqual([mainnet, polygon])
  })

  it('starts on options.defaultNetwork, which also names the namespace when none is active', () => {
    const store = new NetworksStore(configured, () => undefined, { defaultNetwork: polygon })
    expect(store.activeNamespace).toBe('eip155')
    expect(store.active).toBe(polygon)
  })

  it('falls back to the first configured namespace when none is active and no default is set', () => {
    const store = new NetworksStore([solana, mainnet], () => undefined)
    expect(store.active).toBe(solana)
  })

  it('setActive changes the namespace network and remembers it as activeCaipNetworkId', () => {
    const storage = new Storage(memoryStorageBackend())
    const store = new NetworksStore(configured, () => 'eip155', { storage })
    store.setActive('eip155', 'eip155:137')
    expect(store.active).toBe(polygon)
    expect(storage.get('activeCaipNetworkId')).toBe('eip155:137')
    const again = new NetworksStore(configured, () => 'eip155', { storage })
    expect(again.active).toBe(polygon)
  })

  it('ignores a remembered network id that is not configured', () => {
    const storage = new Storage(memoryStorageBackend())
    storage.set('activeCaipNetworkId', 'eip155:56')
    const store = new NetworksStore(configured, () => 'eip155', { storage })
    expect(store.active).toBe(mainnet)
  })

  it('refuses an id of another namespace or not CAIP-2', () => {
    const store = new NetworksStore(configured, () => 'eip155')
    expect(() => store.setActive('eip155', 'solana:abc')).toThrow('CaipNetwork not found')
    expect(() => store.setActive('eip155', '137')).toThrow('CaipNetwork not found')
  })

  it('gives an unconfigured active id a placeholder with empty currency and no RPC urls (SPEC §3)', () => {
    const store = new NetworksStore(configured, () => 'eip155')
    store.setActive('eip155', 'eip155:56')
    expect(store.isUnsupported).toBe(true)
    expect(store.active).toMatchObject({ caipNetworkId: 'eip155:56', id: 56, nativeCurrency: { name: '', symbol: '', decimals: 0 }, rpcUrls: {} })
    expect(store.find('eip155:56')).toBeUndefined()
    expect(store.find('eip155:137')).toBe(polygon)
  })

  describe('showUnsupportedView (SPEC §2)', () => {
    const cases: { enableNetworkSwitch?: boolean; allowUnsupportedChain?: boolean; unsupported: boolean; shows: boolean }[] = [
      { unsupported: true, shows: true },
      { enableNetworkSwitch: true, allowUnsupportedChain: false, unsupported: true, shows: true },
      { enableNetworkSwitch: false, unsupported: true, shows: false },
      { allowUnsupportedChain: true, unsupported: true, shows: false },
      { unsupported: false, shows: false },
    ]
    for (const { unsupported, shows, ...options } of cases) {
      it(`is ${shows} with ${JSON.stringify(options)} and an ${unsupported ? 'unsupported' : 'supported'} network`, () => {
        const store = new NetworksStore(configured, () => 'eip155', options)
        store.setActive('eip155', unsupported ? 'eip155:56' : 'eip155:137')
        expect(store.showUnsupportedView).toBe(shows)
      })
    }
  })

  it('has no active network without configured networks of the namespace', () => {
    const store = new NetworksStore([mainnet], () => 'solana')
    expect(store.active).toBeUndefined()
    expect(store.isUnsupported).toBe(false)
  })
})
