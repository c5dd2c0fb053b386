import { makeObservable, observableRef } from 'mobx'
import { describe, expect, it, vi } from 'vitest'
import { RouterStore } from './RouterStore.ts'
import type { TransactionsStore } from './TransactionsStore.ts'
import { transactionsOf } from './transactionsOf.ts'

/** A holder as Stores declares it: a router, and `transactions` observable by reference, undefined at first. */
function holder() {
  const router = new RouterStore(vi.fn())
  router.push('Account')
  router.push('Networks')
  const root = { router, transactions: undefined as TransactionsStore | undefined }
  return makeObservable(root, { transactions: observableRef })
}

describe('transactionsOf: the transaction stack, created on first use', () => {
  it('is none before the first use, then one stack for every later use', () => {
    const root = holder()
    expect(root.transactions).toBeUndefined()
    const first = transactionsOf(root)
    expect(root.transactions).toBe(first)
    expect(transactionsOf(root)).toBe(first)
  })

  it('moves the root\'s router: a success that asks for a view replaces the current one', () => {
    const root = holder()
    transactionsOf(root).push({ replaceWith: 'Account' })
    transactionsOf(root).end('success')
    expect(root.router.view).toBe('Account')
    expect(root.router.history.map((entry) => entry.view)).toEqual(['Connect', 'Account', 'Account'])
  })
})
