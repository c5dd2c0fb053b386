import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ChainAdapter } from '../contracts/ChainAdapter.ts'
import type { TokenBalance } from '../model/TokenBalance.ts'
import { Storage } from '../services/Storage.ts'
import { memoryStorageBackend } from '../services/memoryStorageBackend.ts'
import { testNetworks } from '../testing/testNetworks.ts'
import type { BalanceService } from './BalanceService.ts'
import { BalancesStore } from './BalancesStore.ts'
import { SnackStore } from './SnackStore.ts'
import { cachedNativeBalance } from './cachedNativeBalance.ts'
import { loadActiveBalances } from './loadActiveBalances.ts'

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const network = testNetworks.ethereum
const balance = (symbol: string, price?: number): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: network.caipNetworkId,
  quantity: { decimals: '18', numeric: '2' },
  ...(price === undefined ? {} : { price, value: 2 * price }),
})

/** A source whose adapter and service answer as given, recording which one was asked. */
function source(answers: { wallet?: TokenBalance[]; service?: TokenBalance[] | 'not served' | 'down'; rpc: TokenBalance[] | 'down' }) {
  const asked: string[] = []
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    capabilities: ['eip155:balances'],
    getConnectors: () => [],
    connect: () => Promise.reject(new Error('not used')),
    disconnect: () => Promise.resolve(),
    getWalletAssets: async () => {
      asked.push('wallet')
      return answers.wallet
    },
    getBalances: async () => {
      asked.push('rpc')
      if (answers.rpc === 'down') throw new TypeError('Failed to fetch')
      return answers.rpc
    },
  }
  const service: BalanceService | undefined =
    answers.service === undefined
      ? undefined
      : {
          balances: async (address, caipNetworkId) => {
            asked.push(`service ${caipNetworkId} ${address}`)
            if (answers.service === 'down') throw new Error('HTTP status code: 503')
            return answers.service === 'not served' ? undefined : answers.service
          },
        }
  const storage = new Storage(memoryStorageBackend())
  const balances = new BalancesStore(storage, new SnackStore())
  return {
    asked,
    balances,
    storage,
    root: {
      connections: { activeNamespace: 'eip155' as const, activeAddress: owner },
      networks: { active: network },
      adapters: { has: (capability: string) => capability === 'eip155:balances', chainAdapter: () => adapter },
      balances,
      balanceService: service,
    },
  }
}

describe('loadActiveBalances: where balances come from (SPEC §7)', () => {
  it('takes the wallet’s own assets first, without asking the service or the node', async () => {
    const { root, asked } = source({ wallet: [balance('ETH', 3000)], service: [balance('ETH', 1)], rpc: [balance('ETH')] })
    expect(await loadActiveBalances(root)).toEqual([balance('ETH', 3000)])
    expect(asked).toEqual(['wallet'])
  })

  it('asks the project service, with prices, when the wallet does not discover assets', async () => {
    const { root, asked } = source({ service: [balance('ETH', 3000), balance('PTT')], rpc: [balance('ETH')] })
    expect(await loadActiveBalances(root)).toEqual([balance('ETH', 3000), balance('PTT')])
    expect(asked).toEqual(['wallet', `service eip155:1 ${owner}`])
  })

  it('reads over RPC when no service is configured, or the service does not serve the network', async () => {
    const none = source({ rpc: [balance('ETH')] })
    expect(await loadActiveBalances(none.root)).toEqual([balance('ETH')])
    expect(none.asked).toEqual(['wallet', 'rpc'])
    const notServed = source({ service: 'not served', rpc: [balance('ETH')] })
    expect(await loadActiveBalances(notServed.root)).toEqual([balance('ETH')])
    expect(notServed.asked).toEqual(['wallet', `service eip155:1 ${owner}`, 'rpc'])
  })

  it('reads the node when the service fails or hangs: a service never keeps the balances away', async () => {
    const { root, asked, balances } = source({ service: 'down', rpc: [balance('ETH')] })
    expect(await loadActiveBalances(root)).toEqual([balance('ETH')])
    expect(asked).toEqual(['wallet', `service eip155:1 ${owner}`, 'rpc'])
    expect(balances.error).toBeUndefined()
  })

  it('fails as SPEC §4 says only when the node fails too: an empty list and the retry block', async () => {
    const { root, balances } = source({ service: 'down', rpc: 'down' })
    expect(await loadActiveBalances(root)).toEqual([])
    expect(balances.error).toBeDefined()
  })
})

describe('SPEC §3 storage: nativeBalanceCache (SPEC §9: 30 s)', () => {
  afterEach(() => vi.useRealTimers())

  it('keeps the native balance of what was read for 30 s, also while the balances are read again and fail', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const answers: { rpc: TokenBalance[] | 'down' } = { rpc: [{ ...balance('PTT'), address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }, balance('ETH')] }
    const { root, storage } = source(answers)
    const key = `${network.caipNetworkId}:${owner}`
    expect(cachedNativeBalance(storage, key, network, await loadActiveBalances(root))).toEqual({ balance: '2', symbol: 'ETH' })
    expect(storage.get('nativeBalanceCache')?.[key]).toMatchObject({ balance: '2', symbol: 'ETH' })
    answers.rpc = 'down'
    vi.advanceTimersByTime(29_999)
    expect(cachedNativeBalance(storage, key, network, await loadActiveBalances(root, { fresh: true }))).toEqual({ balance: '2', symbol: 'ETH' })
    vi.advanceTimersByTime(1)
    expect(cachedNativeBalance(storage, key, network)).toBeUndefined()
  })

  it('stores nothing when no native balance was read', () => {
    const { storage } = source({ rpc: [] })
    expect(cachedNativeBalance(storage, 'eip155:1:0xabc', network, [{ ...balance('PTT'), address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }])).toBeUndefined()
    expect(storage.get('nativeBalanceCache')).toBeUndefined()
  })
})
