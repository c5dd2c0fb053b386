import { PairingAbortedError } from '@portico/kernel'
import { toProviderError } from '@portico/kernel/extend'
import type { Pairing } from '@portico/kernel/extend'
import { isPairingExpired } from './isPairingExpired.ts'
import { pairingExpiryMarginMs } from './pairingExpiryMarginMs.ts'
import { pairingOf } from './pairingOf.ts'

/** One proposal to a wallet: the `wc:` URI it shows, and its outcome (resolves when the wallet approves). */
export interface PairingAttempt {
  uri: Promise<string>
  approved: Promise<unknown>
}

/** What {@link pairUntilApproved} needs: how to start an attempt, where pairings go, and the clock. */
export interface PairUntilApprovedOptions {
  /** Starts a fresh proposal with a new URI. */
  start: () => PairingAttempt
  onPairing: (pairing: Pairing) => void
  signal: AbortSignal
  /** How long a pairing is offered (SPEC §9: 4 min), unless its URI expires sooner. */
  lifetimeMs: number
  now: () => number
}

/**
 * Offers pairings until a wallet approves one: each URI goes to `onPairing`; when 10 s or less of
 * it remain (SPEC §5) the attempt is abandoned and a fresh one offered. Resolves on approval,
 * rejects with a ProviderError when the wallet declines the current proposal (5000 read as 4001)
 * and with the kernel's PairingAbortedError (`PAIRING_ABORTED`) once `signal` aborts.
 */
export function pairUntilApproved(options: PairUntilApprovedOptions): Promise<void> {
  const { start, onPairing, signal, lifetimeMs, now } = options
  return new Promise<void>((resolve, reject) => {
    let settled = false
    let current = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const finish = (settle: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      signal.removeEventListener('abort', onAbort)
      settle()
    }
    const onAbort = () => finish(() => reject(new PairingAbortedError(signal.reason)))
    const watch = (attempt: number, expiresAt: number) => {
      timer = setTimeout(() => {
        if (settled || attempt !== current) return
        if (isPairingExpired(expiresAt, now())) begin()
        else watch(attempt, expiresAt)
      }, Math.max(0, expiresAt - now() - pairingExpiryMarginMs))
    }
    const begin = () => {
      const attempt = ++current
      clearTimeout(timer)
      const { uri, approved } = start()
      uri.then(
        (value) => {
          if (settled || attempt !== current) return
          const pairing = pairingOf(value, now(), lifetimeMs)
          onPairing(pairing)
          watch(attempt, pairing.expiresAt)
        },
        () => undefined,
      )
      approved.then(
        // A wallet that approves an older proposal still connects.
        () => finish(resolve),
        (error: unknown) => {
          // An abandoned proposal failing (it expires, or its pairing was dropped) is no news.
          if (attempt === current) finish(() => reject(toProviderError(error)))
        },
      )
    }
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort)
    begin()
  })
}
