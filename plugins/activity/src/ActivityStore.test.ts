import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ActivityTestKit, ServiceAnswer } from './testing/activityTestKit.ts'
import { activityTestKit } from './testing/activityTestKit.ts'
import { testAccount, testHash, testTransaction, testTransfer } from './testing/testTransaction.ts'

let kit: ActivityTestKit | undefined
afterEach(() => kit?.destroy())

async function connectedKit(answer: (url: URL) => ServiceAnswer): Promise<ActivityTestKit> {
  kit = await activityTestKit(answer)
  await kit.connect()
  return kit
}

const page = (numbers: number[], next: string | null = null, chain = 'eip155:1'): ServiceAnswer => ({ data: numbers.map((n) => testTransaction({ n, chain })), next })

describe('the activity store (SPEC §3, §4)', () => {
  it('asks the service for the active account on the active chain, and appends each page with its cursor', async () => {
    const { store, requests } = await connectedKit((url) => (url.searchParams.get('cursor') === 'c2' ? page([3]) : page([1, 2], 'c2')))
    await store.fetchTransactions()
    expect(requests[0]?.pathname).toBe(`/transactions/${testAccount}`)
    expect(requests[0]?.searchParams.get('chainId')).toBe('eip155:1')
    expect(requests[0]?.searchParams.has('cursor')).toBe(false)
    expect(requests[0]?.searchParams.get('clientId')).toBe('activity-test')
    expect(store.transactions.map((transaction) => transaction.metadata.hash)).toEqual([testHash(1), testHash(2)])
    expect(store.next).toBe('c2')
    expect(store.hasMore).toBe(true)
    expect(store.empty).toBe(false)
    expect(store.state).toBe('ready')

    await store.fetchTransactions()
    expect(requests[1]?.searchParams.get('cursor')).toBe('c2')
    expect(store.transactions.map((transaction) => transaction.metadata.hash)).toEqual([testHash(1), testHash(2), testHash(3)])
    expect(store.next).toBeUndefined()
    // The last page read: nothing more is asked.
    await store.fetchTransactions()
    expect(requests).toHaveLength(2)
  })

  it('SPEC §7: asks the first page and a refresh with cache no-cache (they change with each block), an older page with cache default', async () => {
    const { store, requests } = await connectedKit((url) => (url.searchParams.get('cursor') === 'c2' ? page([3]) : page([1, 2], 'c2')))
    await store.fetchTransactions()
    await store.fetchTransactions()
    await store.refresh()
    expect(requests.map((url) => [url.searchParams.get('cursor'), url.searchParams.get('cache')])).toEqual([
      [null, 'no-cache'],
      ['c2', 'default'],
      [null, 'no-cache'],
    ])
  })

  it('joins a fetch under way instead of asking twice', async () => {
    const { store, requests } = await connectedKit(() => page([1], 'c2'))
    await Promise.all([store.fetchTransactions(), store.fetchTransactions()])
    expect(requests).toHaveLength(1)
  })

  it('sets empty when the account has no transactions', async () => {
    const { store } = await connectedKit(() => page([]))
    await store.fetchTransactions()
    expect(store.empty).toBe(true)
    expect(store.state).toBe('empty')
  })

  it('keeps only the active chain and drops transactions whose transfers are all spam (SPEC §5)', async () => {
    const spam = testTransaction({ n: 2, transfers: [testTransfer('100', { symbol: 'SCAM', address: '0x1111111111111111111111111111111111111111', spam: true })] })
    const mixed = testTransaction({
      n: 3,
      transfers: [testTransfer('100', { symbol: 'SCAM', address: '0x1111111111111111111111111111111111111111', spam: true }), testTransfer('1', { direction: 'in' })],
    })
    const noTransfers = testTransaction({ n: 4, operationType: 'execute', transfers: [] })
    const otherChain = testTransaction({ n: 5, chain: 'eip155:8453' })
    const { store } = await connectedKit(() => ({ data: [testTransaction({ n: 1 }), spam, mixed, noTransfers, otherChain], next: null }))
    await store.fetchTransactions()
    expect(store.transactions.map((transaction) => transaction.metadata.hash)).toEqual([testHash(1), testHash(3), testHash(4)])
  })

  it('on failure: empty, cursor cleared, ERROR_FETCH_TRANSACTIONS tracked and "Failed to fetch transactions" in the snack; Try again asks the same page', async () => {
    let fail = false
    const { store, requests, analytics, appKit } = await connectedKit((url) => (fail ? { status: 400 } : url.searchParams.get('cursor') === 'c2' ? page([2]) : page([1], 'c2')))
    await store.fetchTransactions()
    fail = true
    await store.fetchTransactions()
    expect(store.empty).toBe(true)
    expect(store.next).toBeUndefined()
    expect(store.error).toBe('activity.error.fetch')
    expect(appKit.store.snack.message).toBe('Failed to fetch transactions')
    expect(appKit.store.snack.variant).toBe('error')
    const tracked = analytics.find((event) => event.data.event === 'ERROR_FETCH_TRANSACTIONS')
    expect(tracked?.data.properties).toEqual({ address: testAccount, chainId: 'eip155:1', cursor: 'c2' })
    // What was read stays on show.
    expect(store.state).toBe('ready')
    fail = false
    await store.retry()
    expect(requests.at(-1)?.searchParams.get('cursor')).toBe('c2')
    expect(store.transactions).toHaveLength(2)
    expect(store.error).toBeUndefined()
  })

  it('shows the error state when the first page fails, and reads it again on Try again', async () => {
    let fail = true
    const { store } = await connectedKit(() => (fail ? { status: 400 } : page([1])))
    await store.fetchTransactions()
    expect(store.state).toBe('error')
    fail = false
    await store.retry()
    expect(store.state).toBe('ready')
  })

  it("refuses to fetch without an account: SPEC §8's text", async () => {
    kit = await activityTestKit(() => page([1]))
    await expect(kit.store.fetchTransactions()).rejects.toThrow("Transactions can't be fetched without an accountAddress")
    expect(kit.requests).toHaveLength(0)
    expect(kit.store.state).toBe('disconnected')
  })

  it('refuses a response of the wrong shape as a failure (decoded at the edge)', async () => {
    const { store } = await connectedKit(() => ({ data: [{ id: 'x', metadata: { hash: 1 } }] as never, next: null }))
    await store.fetchTransactions()
    expect(store.error).toBe('activity.error.fetch')
  })

  it('empties the list and reads it again when the network changes while the list is shown', async () => {
    const { store, requests, appKit } = await connectedKit((url) => (url.searchParams.get('chainId') === 'eip155:8453' ? page([7], null, 'eip155:8453') : page([1])))
    const unwatch = store.watch()
    await expect.poll(() => store.transactions.length).toBe(1)
    await appKit.switchNetwork({ id: 8453 } as never)
    await expect.poll(() => store.transactions.map((transaction) => transaction.metadata.hash)).toEqual([testHash(7)])
    expect(requests.at(-1)?.searchParams.get('chainId')).toBe('eip155:8453')
    unwatch()
  })

  it('asks nothing and says so without a project service', async () => {
    kit = await activityTestKit(() => page([1]), { service: false })
    await kit.connect()
    const unwatch = kit.store.watch()
    expect(kit.store.state).toBe('unavailable')
    expect(kit.requests).toHaveLength(0)
    unwatch()
  })
})

describe('pending sends', () => {
  const sent = (n: number, chainId = 'eip155:1') => ({
    hash: testHash(n),
    chainId,
    from: testAccount.toLowerCase(),
    to: '0x000000000000000000000000000000000000dEaD',
    transfer: { symbol: 'ETH', name: 'Ether', amount: '0.25' },
  })

  it('shows a send at once as pending, on its account and chain only, until a fetch lists its hash', async () => {
    let listed: number[] = []
    const { store, appKit } = await connectedKit(() => page(listed))
    await store.fetchTransactions()
    expect(store.state).toBe('empty')
    appKit.store.events.emit('transaction:sent', sent(9))
    appKit.store.events.emit('transaction:sent', sent(10, 'eip155:8453'))
    expect(store.pendingRows.map((row) => row.hash)).toEqual([testHash(9)])
    expect(store.state).toBe('ready')
    await store.refresh()
    expect(store.pendingRows).toHaveLength(1)
    listed = [9]
    await store.refresh()
    expect(store.pendingRows).toHaveLength(0)
    expect(store.transactions.map((transaction) => transaction.metadata.hash)).toEqual([testHash(9)])
    // The other chain's send is kept for when that chain is active.
    expect(store.pending.map((row) => row.hash)).toEqual([testHash(10)])
  })

  it('reads the newest page again while a send is pending and the list is shown, until it settles', async () => {
    let listed: number[] = []
    const { store, appKit, requests } = await connectedKit(() => page(listed))
    await store.fetchTransactions()
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      appKit.store.events.emit('transaction:sent', sent(9))
      // Not on screen: nothing is polled.
      vi.advanceTimersByTime(4000)
      expect(requests).toHaveLength(1)
      const unwatch = store.watch()
      await expect.poll(() => requests.length).toBe(2)
      listed = [9]
      vi.advanceTimersByTime(4000)
      await expect.poll(() => store.pendingRows.length).toBe(0)
      const asked = requests.length
      vi.advanceTimersByTime(8000)
      expect(requests).toHaveLength(asked)
      unwatch()
    } finally {
      vi.useRealTimers()
    }
  })

  it('puts the newest transactions on top when read again, keeping the pages already read', async () => {
    let first = [2, 3]
    const { store } = await connectedKit((url) => (url.searchParams.get('cursor') === 'c2' ? page([4]) : page(first, 'c2')))
    await store.fetchTransactions()
    await store.fetchTransactions()
    first = [1, 2]
    await store.refresh()
    expect(store.transactions.map((transaction) => transaction.metadata.hash)).toEqual([1, 2, 3, 4].map(testHash))
  })
})

describe('the feature flag', () => {
  it("is torn down when the project's remote configuration turns activity off", async () => {
    kit = await activityTestKit(() => page([1]), { remoteFeatures: [{ id: 'activity', isEnabled: false, config: null }] })
    await kit.appKit.ready
    expect(kit.appKit.store.registry.accountTabs.map((tab) => tab.id)).not.toContain('activity')
  })
})
