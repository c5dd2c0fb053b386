import { BaseError, ProviderError } from '@portico/kernel'
import type { Pairing } from '@portico/kernel/extend'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pairUntilApproved } from './pairUntilApproved.ts'
import type { PairingAttempt } from './pairUntilApproved.ts'

interface Controlled {
  showUri(uri: string): void
  approve(): void
  fail(error: unknown): void
}

/** Attempts whose URI and outcome a test decides. */
function attempts() {
  const started: Controlled[] = []
  const start = (): PairingAttempt => {
    let showUri!: (uri: string) => void
    let approve!: () => void
    let fail!: (error: unknown) => void
    const uri = new Promise<string>((resolve) => (showUri = resolve))
    const approved = new Promise<unknown>((resolve, reject) => {
      approve = () => resolve({ topic: 'session' })
      fail = reject
    })
    started.push({ showUri, approve, fail })
    return { uri, approved }
  }
  return { started, start }
}

const lifetime = 4 * 60_000

describe('pairUntilApproved', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  function pair(signal = new AbortController().signal) {
    const { started, start } = attempts()
    const pairings: Pairing[] = []
    const outcome = pairUntilApproved({ start, onPairing: (pairing) => pairings.push(pairing), signal, lifetimeMs: lifetime, now: () => Date.now() })
    const settled = outcome.then(
      () => 'approved',
      (error: unknown) => error,
    )
    return { started, pairings, settled }
  }

  it('reports the URI with its 4 min expiry and resolves when the wallet approves', async () => {
    const { started, pairings, settled } = pair()
    started[0]?.showUri('wc:first@2')
    await vi.advanceTimersByTimeAsync(0)
    expect(pairings).toEqual([{ uri: 'wc:first@2', expiresAt: Date.now() + lifetime }])
    started[0]?.approve()
    expect(await settled).toBe('approved')
  })

  it('offers a fresh URI once 10 s or less remain, not before, and the fresh one\'s approval connects', async () => {
    const { started, pairings, settled } = pair()
    started[0]?.showUri('wc:first@2')
    await vi.advanceTimersByTimeAsync(lifetime - 10_001)
    expect(started).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(started).toHaveLength(2)
    started[1]?.showUri('wc:second@2')
    await vi.advanceTimersByTimeAsync(0)
    expect(pairings.map((pairing) => pairing.uri)).toEqual(['wc:first@2', 'wc:second@2'])
    expect(pairings[1]?.expiresAt).toBe(Date.now() + lifetime)
    // The abandoned proposal failing later is no news.
    started[0]?.fail({ code: 5100, message: 'Proposal expired' })
    await vi.advanceTimersByTimeAsync(lifetime - 10_001)
    expect(started).toHaveLength(2)
    started[1]?.approve()
    expect(await settled).toBe('approved')
    await vi.advanceTimersByTimeAsync(lifetime)
    expect(started).toHaveLength(2)
  })

  it('a declined proposal (WalletConnect 5000) rejects with a ProviderError 4001', async () => {
    const { started, settled } = pair()
    started[0]?.showUri('wc:first@2')
    started[0]?.fail({ code: 5000, message: 'User rejected.' })
    const error = await settled
    expect(error).toBeInstanceOf(ProviderError)
    expect((error as ProviderError).code).toBe(4001)
  })

  it('stops when the signal aborts: rejects with PAIRING_ABORTED and offers nothing more', async () => {
    const controller = new AbortController()
    const { started, pairings, settled } = pair(controller.signal)
    started[0]?.showUri('wc:first@2')
    await vi.advanceTimersByTimeAsync(0)
    controller.abort()
    const error = await settled
    expect(error).toBeInstanceOf(BaseError)
    expect((error as BaseError).code).toBe('PAIRING_ABORTED')
    await vi.advanceTimersByTimeAsync(2 * lifetime)
    expect(started).toHaveLength(1)
    expect(pairings).toHaveLength(1)
  })

  it('an already aborted signal starts no attempt', async () => {
    const controller = new AbortController()
    controller.abort()
    const { started, settled } = pair(controller.signal)
    expect(((await settled) as BaseError).code).toBe('PAIRING_ABORTED')
    expect(started).toHaveLength(0)
  })
})
