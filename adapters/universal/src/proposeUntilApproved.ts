import type { Pairing } from '@portico/kernel/extend'
import { pairUntilApproved } from '@portico/walletconnect-pairing'
import type { PairingAttempt } from '@portico/walletconnect-pairing'
import type { UniversalProposalNamespaces, UniversalProviderLike } from './UniversalProviderLike.ts'

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
 * Proposes a session through the host's universal provider until a wallet approves, as the
 * WalletConnect adapter pairs (pairUntilApproved): each proposal's URI is the next `display_uri`
 * the provider emits after it starts; when 10 s or less of it remain (SPEC §5) a fresh proposal is
 * made, and the one before no longer counts (its failure is ignored; a late approval of it still
 * connects). Rejects with the provider's error when the wallet declines the current proposal, and
 * with the kernel's PairingAbortedError once `signal` aborts.
 */
export function proposeUntilApproved(universal: UniversalProviderLike, options: ProposeOptions): Promise<void> {
  const { namespaces, onPairing, signal, lifetimeMs, now } = options
  const start = (): PairingAttempt => {
    let onUri: (uri: string) => void = () => undefined
    const uri = new Promise<string>((resolve) => {
      onUri = (shown: string) => {
        universal.removeListener('display_uri', onUri)
        resolve(shown)
      }
    })
    universal.on('display_uri', onUri)
    const approved = universal.connect({ optionalNamespaces: namespaces })
    // A proposal that ends before it showed a URI leaves no listener behind.
    const stopListening = () => void universal.removeListener('display_uri', onUri)
    approved.then(stopListening, stopListening)
    return { uri, approved }
  }
  return pairUntilApproved({ start, onPairing, signal, lifetimeMs, now })
}
