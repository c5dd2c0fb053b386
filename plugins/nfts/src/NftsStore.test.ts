import { HttpClient } from '@portico/kernel/extend'
import type { ChainNamespace, Network } from '@portico/kernel'
import { observable, runInAction, when } from 'mobx'
import { describe, expect, it, vi } from 'vitest'
import { NftsStore } from './NftsStore.ts'
import { nftServiceFetch } from './testing/nftServiceFetch.ts'
import type { NftServiceOptions } from './testing/nftServiceFetch.ts'
import { testNft } from './testing/testNfts.ts'

const alice = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'
const bob = '0x000000000000000000000000000000000000dEaD'

function evmNetwork(id: number): Network {
  return { id, caipNetworkId: `eip155:${id}`, chainNamespace: 'eip155', name: `Chain ${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } }
}

const solanaNetwork: Network = { id: 'mainnet', caipNetworkId: 'solana:mainnet', chainNamespace: 'solana', name: 'Solana', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: [] } } }

/** The account and network a test changes, as the kernel's stores do. */
interface MutableRoot {
  connections: { activeAddress: string | undefined; activeNamespace: ChainNamespace | undefined }
  networks: { active: Network | undefined }
}

/** A store over the real HTTP client and the service stand-in, on an observable account and network. */
function storeWith(service: Omit<NftServiceOptions, 'requests'>, withService = true) {
  const requests: string[] = []
  const root: MutableRoot = observable({ connections: { activeAddress: alice, activeNamespace: 'eip155' }, networks: { active: evmNetwork(1) } })
  const http = new HttpClient({ baseUrl: 'https://service.test/api', clientId: 'test', fetch: nftServiceFetch({ ...service, requests }), retry: false })
  const store = new NftsStore(root, withService ? http : undefined)
  const settled = () => when(() => !store.loading)
  return { store, root, requests, settled }
}

describe('NftsStore', () => {
  it('reads the first page of the active account on the active chain through the service contract', async () => {
    const { store, requests, settled } = storeWith({ owned: { [alice.toLowerCase()]: [testNft(1), testNft(2), testNft(3)] } })
    expect(store.state).toBe('loading')
    store.load()
    await settled()
    expect(store.state).toBe('loaded')
    expect(store.nfts.map((nft) => nft.tokenId)).toEqual(['1', '2'])
    expect(store.next).toBe('2')
    expect(requests).toEqual([`https://service.test/api/nfts/${alice}?chainId=eip155%3A1&clientId=test`])
  })

  it('pages by cursor, appending, until the service says there is no next page', async () => {
    const { store, requests, settled } = storeWith({ owned: { [alice.toLowerCase()]: [testNft(1), testNft(2), testNft(3)] } })
    store.load()
    await settled()
    store.loadMore()
    await settled()
    expect(store.nfts.map((nft) => nft.tokenId)).toEqual(['1', '2', '3'])
    expect(store.next).toBeNull()
    expect(new URL(requests[1] ?? '').searchParams.get('cursor')).toBe('2')
    store.loadMore()
    expect(store.loading).toBe(false)
    expect(requests).toHaveLength(2)
  })

  it('hides spam, NFTs of another chain and items it cannot decode, reading on while a page shows none', async () => {
    const owned = [testNft(1, { flags: { is_spam: true } }), testNft(2, { chainId: 'eip155:10' }), { id: 'broken' }, testNft(4, { flags: { is_spam: true } }), testNft(5), testNft(6)]
    const { store, requests, settled } = storeWith({ owned: { [alice.toLowerCase()]: owned } })
    store.load()
    await settled()
    // Pages 1 and 2 show nothing: the store asks for page 3 before showing the list.
    expect(store.nfts.map((nft) => nft.tokenId)).toEqual(['5', '6'])
    expect(requests).toHaveLength(3)
    expect(store.state).toBe('loaded')
  })

  it('is empty when the account owns nothing, or only spam', async () => {
    const { store, settled } = storeWith({ owned: { [alice.toLowerCase()]: [testNft(1, { flags: { is_spam: true } })] } })
    store.load()
    await settled()
    expect(store.state).toBe('empty')
    expect(store.nfts).toEqual([])
  })

  it('fails with its error state, and Try again reads the page again', async () => {
    const { store, settled } = storeWith({ owned: { [alice.toLowerCase()]: [testNft(1)] }, behaviour: 'failOnce' })
    store.load()
    await settled()
    expect(store.state).toBe('error')
    store.retry()
    expect(store.state).toBe('loading')
    await settled()
    expect(store.state).toBe('loaded')
    expect(store.nfts).toHaveLength(1)
  })

  it('starts over for another account or network, and drops an answer for the previous one', async () => {
    const owned = { [alice.toLowerCase()]: [testNft(1), testNft(7, { chainId: 'eip155:8453' })], [bob.toLowerCase()]: [testNft(2)] }
    const { store, root, requests, settled } = storeWith({ owned })
    store.load()
    // Bob connects before Alice's page arrives: only Bob's NFTs are ever shown.
    runInAction(() => (root.connections.activeAddress = bob))
    expect(store.nfts).toEqual([])
    store.load()
    await settled()
    expect(store.nfts.map((nft) => nft.tokenId)).toEqual(['2'])
    runInAction(() => {
      root.connections.activeAddress = alice
      root.networks.active = evmNetwork(8453)
    })
    expect(store.state).toBe('loading')
    store.load()
    await settled()
    expect(store.nfts.map((nft) => nft.tokenId)).toEqual(['7'])
    expect(new URL(requests.at(-1) ?? '').searchParams.get('chainId')).toBe('eip155:8453')
  })

  it('does not ask again while the list of this account is fresh', async () => {
    const { store, requests, settled } = storeWith({ owned: { [alice.toLowerCase()]: [testNft(1)] } })
    store.load()
    store.load()
    await settled()
    store.load()
    expect(requests).toHaveLength(1)
  })

  it('is unavailable without a project service, and asks nothing', () => {
    const { store, requests } = storeWith({ owned: {} }, false)
    store.load()
    expect(store.state).toBe('unavailable')
    expect(requests).toEqual([])
  })

  it('is unsupported for an account outside eip155, and asks nothing', () => {
    const { store, root, requests } = storeWith({ owned: {} })
    runInAction(() => {
      root.connections.activeNamespace = 'solana'
      root.connections.activeAddress = 'So11111111111111111111111111111111111111112'
      root.networks.active = solanaNetwork
    })
    store.load()
    expect(store.state).toBe('unsupported')
    expect(requests).toEqual([])
  })

  it('drops the answer in flight when disposed', async () => {
    const { store, requests } = storeWith({ owned: {}, behaviour: 'pending' })
    store.load()
    // `requests` is a plain array, not observable: polled (the client may ask after a tick).
    await vi.waitFor(() => expect(requests).toHaveLength(1))
    store.dispose()
    expect(store.state).toBe('loading')
    expect(store.failed).toBe(false)
  })
})
