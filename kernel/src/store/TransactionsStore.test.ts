import { describe, expect, it, vi } from 'vitest'
import { BaseError } from '../errors/BaseError.ts'
import { RouterStore } from './RouterStore.ts'
import { TransactionsStore } from './TransactionsStore.ts'

function setup() {
  const closed = vi.fn()
  const router = new RouterStore(closed)
  router.push('Account')
  router.push('Networks')
  return { router, closed, transactions: new TransactionsStore(router) }
}

describe('TransactionsStore (SPEC §4 transaction stack)', () => {
  it('is empty at first; a push makes it non-empty', () => {
    const { transactions } = setup()
    expect(transactions.isEmpty).toBe(true)
    transactions.push({})
    expect(transactions.isEmpty).toBe(false)
    expect(transactions.entries).toHaveLength(1)
  })

  it('success pops the entry and runs its success action, keeping the view', () => {
    const { transactions, router } = setup()
    const onSuccess = vi.fn()
    const onError = vi.fn()
    transactions.push({ onSuccess, onError })
    transactions.end('success')
    expect(onSuccess).toHaveBeenCalledTimes(1)
    expect(onError).not.toHaveBeenCalled()
    expect(transactions.isEmpty).toBe(true)
    expect(router.view).toBe('Networks')
  })

  it('success with replaceWith replaces the view (ERC20 and Solana sends go to Account)', () => {
    const { transactions, router } = setup()
    transactions.push({ replaceWith: 'AllWallets' })
    transactions.end('success')
    expect(router.history.map((entry) => entry.view)).toEqual(['Connect', 'Account', 'AllWallets'])
  })

  it('error runs its action and goes back', () => {
    const { transactions, router } = setup()
    const onError = vi.fn()
    transactions.push({ onError, replaceWith: 'AllWallets' })
    transactions.end('error')
    expect(onError).toHaveBeenCalledTimes(1)
    expect(router.view).toBe('Account')
  })

  it('cancel runs its action and goes back', () => {
    const { transactions, router } = setup()
    const onCancel = vi.fn()
    const onError = vi.fn()
    transactions.push({ onCancel, onError })
    transactions.end('cancel')
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onError).not.toHaveBeenCalled()
    expect(router.view).toBe('Account')
  })

  it('pops the newest entry first', () => {
    const { transactions } = setup()
    const first = vi.fn()
    const second = vi.fn()
    transactions.push({ onSuccess: first })
    transactions.push({ onSuccess: second })
    transactions.end('success')
    expect(second).toHaveBeenCalled()
    expect(first).not.toHaveBeenCalled()
  })

  it('keeps the callbacks as given', () => {
    const { transactions } = setup()
    const onSuccess = () => {}
    transactions.push({ onSuccess })
    expect(transactions.entries[0]?.onSuccess).toBe(onSuccess)
  })

  it('does nothing when ending with an empty stack', () => {
    const { transactions, router, closed } = setup()
    transactions.end('error')
    expect(router.view).toBe('Networks')
    expect(closed).not.toHaveBeenCalled()
  })

  it('accepts 99 pending and refuses the 100th with a BaseError (SPEC §9)', () => {
    const { transactions } = setup()
    for (let index = 0; index < 99; index += 1) transactions.push({})
    let thrown: unknown
    try {
      transactions.push({})
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(BaseError)
    expect((thrown as BaseError).code).toBe('TRANSACTION_LIMIT')
    expect(transactions.entries).toHaveLength(99)
    transactions.end('success')
    expect(() => transactions.push({})).not.toThrow()
  })
})
