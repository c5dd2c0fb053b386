import { afterEach, describe, expect, it } from 'vitest'
import { reaction } from 'mobx'
import type { SwapState } from './SwapStore.ts'
import { swapTestKit } from './testing/swapTestKit.ts'
import type { SwapTestKit } from './testing/swapTestKit.ts'
import { testRouter } from './testing/testRouter.ts'
import { testSwapTokens } from './testing/testSwapTokens.ts'

const tokens = testSwapTokens('eip155:1')
const ether = 10n ** 18n
let kit: SwapTestKit

afterEach(() => kit?.destroy())

async function start(options: Parameters<typeof swapTestKit>[0] = {}): Promise<SwapTestKit> {
  kit = await swapTestKit(options)
  return kit
}

/** Waits until the store shows a quote (or a quote's failure). */
async function quoted(): Promise<void> {
  await expect.poll(() => kit.store.quoting, { timeout: 15_000 }).toBe(false)
}

/** The SWAP_* analytics events tracked so far. */
function swapEvents(): string[] {
  return kit.analytics.map((event) => event.data.event).filter((event) => event.startsWith('SWAP_'))
}

/** The states the store goes through from now on. */
function recordStates(): SwapState[] {
  const states: SwapState[] = []
  reaction(
    () => kit.store.state,
    (state) => states.push(state),
  )
  return states
}

/** Fills the form (PTT → ETH by default sells 10 PTT) and waits for its quote; the review is opened as the form does. */
async function fill(from = tokens.PTT, to = tokens.ETH, amount = '10'): Promise<void> {
  kit.store.selectToken('from', from)
  kit.store.selectToken('to', to)
  kit.store.setFromAmount(amount)
  await quoted()
  kit.appKit.store.router.push('SwapPreview')
}

describe('the swap form', () => {
  it('offers swaps on SPEC networks and the provider’s chains, sells the native currency by default, and says what blocks the swap', async () => {
    await start()
    const { store } = kit
    expect(store.isAvailable).toBe(true)
    expect(store.fromToken?.symbol).toBe('ETH')
    expect(store.block).toBe('selectToken')
    store.selectToken('to', tokens.PTT)
    expect(store.block).toBe('enterAmount')
    store.setFromAmount('2')
    expect(store.block).toBe('insufficientBalance')
    store.setFromAmount('0.1')
    expect([store.block, store.state]).toEqual(['quoting', 'quoting'])
    await quoted()
    expect([store.block, store.state, store.toAmount]).toEqual([undefined, 'quoted', '149.85'])
    expect(store.quote?.price).toBeCloseTo(1498.5)
    // The whole balance leaves nothing for the network fee of selling the native currency.
    store.setFromAmount('1.25')
    await quoted()
    expect(store.block).toBe('insufficientBalance')
    await kit.appKit.switchNetwork('eip155:11155111')
    expect(store.isAvailable).toBe(false)
    await kit.appKit.switchNetwork('eip155:31337')
    await expect.poll(() => store.isAvailable).toBe(true)
  })

  it('names no route and too little liquidity', async () => {
    await start({ provider: { fail: (request) => (request.to === tokens.PUSD.address ? 'NO_ROUTE' : request.amount > ether ? 'INSUFFICIENT_LIQUIDITY' : undefined) } })
    const { store } = kit
    store.selectToken('to', tokens.PUSD)
    store.setFromAmount('0.5')
    await quoted()
    expect([store.state, store.block]).toEqual(['noRoute', 'noRoute'])
    store.selectToken('to', tokens.PTT)
    store.setFromAmount('1.1')
    await quoted()
    expect([store.state, store.block]).toEqual(['insufficientLiquidity', 'insufficientLiquidity'])
  })

  it('quotes once typing pauses, and drops an answer to inputs that changed since', async () => {
    await start({ quoteDelay: 150 })
    const { store, provider } = kit
    store.selectToken('to', tokens.PTT)
    for (const amount of ['0', '0.', '0.1']) store.setFromAmount(amount)
    await quoted()
    expect(provider.requests.map(({ request }) => request.amount)).toEqual([ether / 10n])

    kit.destroy()
    await start({ provider: { hold: true } })
    kit.store.selectToken('to', tokens.PTT)
    kit.store.setFromAmount('0.1')
    await expect.poll(() => kit.provider.requests.length).toBe(1)
    kit.store.setFromAmount('0.2')
    expect(kit.provider.requests[0]?.signal?.aborted).toBe(true)
    await expect.poll(() => kit.provider.requests.length).toBe(2)
    // Both answer now, the stale one first: only the answer to 0.2 is shown.
    kit.provider.release()
    await quoted()
    expect([kit.store.quote?.amountIn, kit.store.toAmount]).toEqual([(ether / 5n).toString(), '299.7'])
  })

  it('typing the amount received quotes exactOut; the direction switch exchanges tokens and amounts', async () => {
    await start()
    const { store, provider } = kit
    store.selectToken('to', tokens.PTT)
    store.setToAmount('299.7')
    await quoted()
    expect(provider.requests.at(-1)?.request).toMatchObject({ side: 'exactOut', amount: 2997n * ether / 10n, from: tokens.ETH.address, to: tokens.PTT.address })
    expect([store.quote?.side, store.fromAmount]).toEqual(['exactOut', '0.2'])
    expect(BigInt(store.quote!.maximumSold)).toBe((BigInt(store.quote!.amountIn) * 101n) / 100n)

    store.switchDirection()
    expect([store.fromToken?.symbol, store.toToken?.symbol, store.fromAmount, store.side]).toEqual(['PTT', 'ETH', '299.7', 'exactIn'])
    await quoted()
    expect(provider.requests.at(-1)?.request).toMatchObject({ side: 'exactIn', amount: 2997n * ether / 10n, from: tokens.PTT.address })
  })

  it('asks again when the quote expires', async () => {
    await start({ provider: { validity: [150, 30_000] } })
    kit.store.selectToken('to', tokens.PTT)
    kit.store.setFromAmount('0.1')
    await quoted()
    await expect.poll(() => kit.provider.requests.length).toBe(2)
    await quoted()
    expect(kit.store.quote?.transaction.data).toBe('0x00000002')
  })

  // The test above is the control: the same expiring quote is asked again on the Swap view (the kit's
  // modal stays closed there; the plugin acts only when a swap view is left or shown).
  it('asks no quote while the modal is closed, and asks for the expired one again once it opens', async () => {
    await start({ provider: { validity: [150, 30_000] } })
    kit.appKit.store.modal.setOpen(true)
    kit.store.selectToken('to', tokens.PTT)
    kit.store.setFromAmount('0.1')
    await quoted()
    kit.appKit.store.modal.setOpen(false)
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(kit.provider.requests).toHaveLength(1)
    kit.appKit.store.modal.setOpen(true)
    await expect.poll(() => kit.provider.requests.length).toBe(2)
    await quoted()
    expect(kit.store.quote?.transaction.data).toBe('0x00000002')
  })

  it('drops a quote request when the modal closes, and asks again once it opens', async () => {
    await start({ provider: { hold: true } })
    kit.appKit.store.modal.setOpen(true)
    kit.store.selectToken('to', tokens.PTT)
    kit.store.setFromAmount('0.1')
    await expect.poll(() => kit.provider.requests.length).toBe(1)
    kit.appKit.store.modal.setOpen(false)
    expect(kit.provider.requests[0]?.signal?.aborted).toBe(true)
    expect(kit.store.quoting).toBe(false)
    kit.appKit.store.modal.setOpen(true)
    await expect.poll(() => kit.provider.requests.length).toBe(2)
    expect(kit.provider.requests[1]?.signal?.aborted).toBe(false)
    expect(kit.store.state).toBe('quoting')
  })
})

describe('swapping', () => {
  it('approves first, then swaps, each included before the next, and says so', async () => {
    await start()
    await fill()
    const states = recordStates()
    expect(await kit.store.swap()).toBe('swapped')
    const log = kit.wallet.log.map((entry) => `${entry.method} ${entry.data.join(',')}`)
    expect(log).toEqual(['sendCall 0x095ea7b300000002', `waitForCall 0x${'1'.padStart(64, '0')}`, 'sendCall 0x00000002', `waitForCall 0x${'2'.padStart(64, '0')}`])
    expect(states).toEqual(['quoting', 'approving', 'swapping', 'success'])
    expect(swapEvents()).toEqual(['SWAP_INITIATED', 'SWAP_APPROVAL_SUCCESS', 'SWAP_SUCCESS'])
    expect(kit.analytics.find((event) => event.data.event === 'SWAP_INITIATED')?.data.properties).toEqual({ network: 'eip155:1', from: 'PTT', to: 'ETH', amountIn: '10', amountOut: '0.00666' })
    expect(kit.sent).toEqual([
      { hash: `0x${'2'.padStart(64, '0')}`, chainId: 'eip155:1', from: kit.store.root.connections.activeAddress, to: testRouter, transfer: { symbol: 'PTT', name: 'Portico Test Token', address: tokens.PTT.address, amount: '10' }, received: { symbol: 'ETH', name: 'Ether', amount: '0.00666' } },
    ])
    expect(kit.store.result).toMatchObject({ amountIn: (10n * ether).toString() })
    expect(kit.appKit.store.transactions?.isEmpty).toBe(true)
    expect(kit.appKit.store.router.view).toBe('SwapPreview')
  })

  it('titles the result as such, and its back arrow leaves the form behind: back on Account, the form is empty', async () => {
    await start()
    const { router, registry, modal } = kit.appKit.store
    modal.setOpen(true)
    router.reset('Account')
    router.push('Swap')
    await fill()
    const title = () => {
      const registered = registry.views.get(router.view)?.title
      return typeof registered === 'function' ? registered() : registered
    }
    expect(title()).toBe('swaps.previewTitle')
    expect(await kit.store.swap()).toBe('swapped')
    expect(title()).toBe('swaps.successTitle')
    expect(router.history.map((entry) => entry.view)).toEqual(['Account', 'SwapPreview'])
    router.goBack()
    expect(router.view).toBe('Account')
    expect(kit.store.phase).toBe('form')
    expect(kit.store.result).toBeUndefined()
  })

  it('sends approve and swap as one atomic batch where the wallet can', async () => {
    await start({ wallet: { atomic: true } })
    await fill()
    expect(await kit.store.swap()).toBe('swapped')
    expect(kit.wallet.log).toEqual([{ method: 'sendAtomicBatch', data: ['0x095ea7b300000002', '0x00000002'] }])
  })

  it('sells the native currency without an approval, and tells an activity list of the sold ETH and the bought token', async () => {
    await start({ wallet: { atomic: true } })
    await fill(tokens.ETH, tokens.PTT, '0.1')
    expect(await kit.store.swap()).toBe('swapped')
    expect(kit.wallet.log.map((entry) => entry.method)).toEqual(['sendCall', 'waitForCall'])
    expect(kit.sent[0]?.transfer).toEqual({ symbol: 'ETH', name: 'Ether', amount: '0.1' })
    expect(kit.sent[0]?.received).toMatchObject({ symbol: 'PTT', address: tokens.PTT.address, amount: expect.stringMatching(/^\d+(\.\d+)?$/) })
  })

  it('never signs a quote past its validity: an expiring one is asked again before signing', async () => {
    await start({ provider: { validity: [30_000, 1_000, 30_000] } })
    await fill()
    expect(await kit.store.swap()).toBe('swapped')
    expect(kit.provider.requests).toHaveLength(3)
    expect(kit.wallet.log.filter((entry) => entry.method === 'sendCall').map((entry) => entry.data[0])).toEqual(['0x095ea7b300000003', '0x00000003'])
  })

  it('a decline in the wallet goes back to the form with everything kept, and says so', async () => {
    await start({ wallet: { answer: (call) => (call.data.startsWith('0x095ea7b3') ? 'succeed' : 'decline') } })
    await fill()
    expect(await kit.store.swap()).toBe('declined')
    const { store } = kit
    expect(kit.appKit.store.router.view).toBe('Swap')
    expect([store.fromToken?.symbol, store.toToken?.symbol, store.fromAmount, store.state, store.block]).toEqual(['PTT', 'ETH', '10', 'quoted', undefined])
    expect(store.failure).toEqual({ kind: 'declined', message: 'swaps.error.declined' })
    expect(kit.appKit.store.transactions?.isEmpty).toBe(true)
    expect(swapEvents()).toEqual(['SWAP_INITIATED', 'SWAP_APPROVAL_SUCCESS', 'SWAP_REJECTED'])
    // Changing the form clears the notice.
    store.setFromAmount('11')
    expect(store.failure).toBeUndefined()
  })

  it.each(['revertAtEstimation', 'revert'] as const)('a swap that reverts (%s) says the price changed, and a new quote can be asked', async (answer) => {
    await start({ wallet: { answer: (call) => (call.data.startsWith('0x095ea7b3') ? 'succeed' : answer) } })
    await fill()
    expect(await kit.store.swap()).toBe('priceChanged')
    const { store } = kit
    expect([store.state, store.block, store.failure?.kind, store.failure?.message]).toEqual(['error', 'quoteFailed', 'priceChanged', 'swaps.error.priceChanged'])
    expect(kit.appKit.store.router.view).toBe('Swap')
    expect(kit.analytics.at(-1)?.data).toMatchObject({ event: 'SWAP_ERROR', properties: { message: 'SWAP_PRICE_CHANGED' } })
    store.requote()
    await quoted()
    expect([store.state, store.block, store.failure]).toEqual(['quoted', undefined, undefined])
  })

  it('a price moved beyond the tolerance between review and signing is not signed', async () => {
    await start({ provider: { move: { from: 2, factor: 0.98 } } })
    await fill()
    expect(await kit.store.swap()).toBe('priceChanged')
    expect(kit.wallet.log).toEqual([])
    expect(kit.store.failure?.kind).toBe('priceChanged')
  })
})
