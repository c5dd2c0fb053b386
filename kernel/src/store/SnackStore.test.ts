import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SNACK_AUTO_CLOSE_MS, SNACK_SWAP_MS, SnackStore } from './SnackStore.ts'
import { userErrorText } from '../errors/userErrorText.ts'

describe('SnackStore (SPEC §2 notification snack)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows success, error and loading variants', () => {
    const snack = new SnackStore()
    snack.showSuccess('Address copied')
    expect([snack.open, snack.variant, snack.message]).toEqual([true, 'success', 'Address copied'])
    snack.hide()
    snack.showError(new Error('Signature declined'))
    expect([snack.variant, snack.message]).toEqual(['error', 'Signature declined'])
    snack.hide()
    snack.showLoading('Authenticating...')
    expect([snack.variant, snack.message]).toEqual(['loading', 'Authenticating...'])
  })

  it('resolves error text as SPEC §8 says', () => {
    const snack = new SnackStore()
    snack.showError({ issues: [{ message: 'first issue' }, { message: 'second' }] })
    expect(snack.message).toBe('first issue')
    snack.hide()
    snack.showError(42)
    expect(snack.message).toBe('Unknown error')
  })

  it('auto-closes success and error, but not loading', () => {
    const snack = new SnackStore()
    snack.showSuccess('Done')
    vi.advanceTimersByTime(SNACK_AUTO_CLOSE_MS - 1)
    expect(snack.open).toBe(true)
    vi.advanceTimersByTime(1)
    expect(snack.open).toBe(false)

    snack.showLoading('Authenticating...')
    vi.advanceTimersByTime(SNACK_AUTO_CLOSE_MS * 10)
    expect(snack.open).toBe(true)
  })

  it('can be told not to auto-close', () => {
    const snack = new SnackStore()
    snack.showError('Token Balance Unavailable', { autoClose: false })
    vi.advanceTimersByTime(SNACK_AUTO_CLOSE_MS * 2)
    expect(snack.open).toBe(true)
  })

  it('hides an open snack for 150 ms before the new one appears', () => {
    const snack = new SnackStore()
    snack.showLoading('Authenticating...')
    snack.showSuccess('Signed in')
    expect(snack.open).toBe(false)
    expect(snack.message).toBe('Authenticating...')
    vi.advanceTimersByTime(SNACK_SWAP_MS - 1)
    expect(snack.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect([snack.open, snack.variant, snack.message]).toEqual([true, 'success', 'Signed in'])
  })

  it('a pending swap is dropped when hidden', () => {
    const snack = new SnackStore()
    snack.showLoading('One')
    snack.showSuccess('Two')
    snack.hide()
    vi.advanceTimersByTime(SNACK_SWAP_MS * 2)
    expect(snack.open).toBe(false)
  })

  it('the auto-close of a replaced snack does not close the new one early', () => {
    const snack = new SnackStore()
    snack.showSuccess('One')
    vi.advanceTimersByTime(SNACK_AUTO_CLOSE_MS - 10)
    snack.showSuccess('Two')
    vi.advanceTimersByTime(SNACK_SWAP_MS + 20)
    expect([snack.open, snack.message]).toEqual([true, 'Two'])
    vi.advanceTimersByTime(SNACK_AUTO_CLOSE_MS - 20)
    expect(snack.open).toBe(false)
  })

  it('keeps what was thrown, which the modal says as the network message for a failed fetch a wallet wrapped as -32603', () => {
    const snack = new SnackStore()
    const thrown = { code: -32603, message: 'Failed to fetch' }
    snack.showError(thrown)
    expect(snack.failure).toBe(thrown)
    expect(userErrorText(snack.failure)).toBe('error.networkUnreachable')
    expect(snack.variant).toBe('error')
  })
})
