import { PairingAbortedError } from '@portico/kernel'
import type { Pairing } from '@portico/kernel/extend'
import { toProviderError } from '@portico/kernel/extend'
import { pairingExpiry } from './pairingExpiry.ts'
import type { UniversalProposalNamespaces, UniversalProviderLike } from './UniversalProviderLike.ts'

/** SPEC §5: a pairing counts as expired once 10 s or less remain. */
const expiryMarginMs = 10_000

/** What {@link proposeUntilApproved} needs. */
export interface ProposeOptions {
  namespaces: UniversalProposalNamespaces
  onPairing: (pairing: Pairing) => void
  signal: AbortSignal
  /** How long a pairing is offered (SPEC §9: 4 min), unless its URI expires sooner. */
  lifetimeMs: number
  now: () => number
}

/**
 * Proposes a session through the host's universal provider until a wallet approves: each URI it
 * displays goes to `onPairing`; when 10 s or less of it remain (SPEC §5) a fresh proposal is made,
 * and the one before no longer counts (its failure is ignored; a late approval of it still
 * connects). Rejects with the provider's error when the wallet declines the current proposal, and
 * with PairingAbortedError once `signal` aborts.
 */
export function proposeUntilApproved(universal: UniversalProviderLike, options: ProposeOptions): Promise<void> {
  const { namespaces, onPairing, signal, lifetimeMs, now } = options
  return new Promise<void>((resolve, reject) => {
    let settled = false
    let current = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const settle = (finish: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      universal.removeListener('display_uri', onUri)
      signal.removeEventListener('abort', onAbort)
      finish()
    }
    const onAbort = () => settle(() => reject(new PairingAbortedError(signal.reason)))
    const onUri = (uri: string) => {
      if (settled) return
      const expiresAt = pairingExpiry(uri, now(), lifetimeMs)
      onPairing({ uri, expiresAt })
      const attempt = current
      clearTimeout(timer)
      timer = setTimeout(() => {
        if (!settled && attempt === current) propose()
      }, Math.max(0, expiresAt - now() - expiryMarginMs))
    }
    const propose = () => {
      const attempt = ++current
      universal.connect({ optionalNamespaces: namespaces }).then(
        () => settle(resolve),
        (error: unknown) => {
          if (attempt === current) settle(() => reject(toProviderError(error)))
        },
      )
    }
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort)
    universal.on('display_uri', onUri)
    propose()
  })
}
