import type { Network } from '@portico/kernel'
import type { EvmCall, EvmCalls } from '@portico/adapter-evm'
import { SwapApprovalRevertedError, SwapPriceChangedError } from './errors.ts'
import type { SwapCall } from './SwapCall.ts'
import type { SwapQuote } from './SwapQuote.ts'

/** What a swap's wallet steps need, and how they report their progress. */
export interface SwapRun {
  calls: EvmCalls
  network: Network
  /** A fresh quote, valid for a while, right before signing. */
  quote: SwapQuote
  /** Asks for a fresh quote again (after a slow approval, the first one may have expired). */
  requote(): Promise<SwapQuote>
  /** Whether a quote is still valid long enough to be signed. */
  isValid(quote: SwapQuote): boolean
  onStep(step: 'approving' | 'swapping'): void
  onApproved(hash: string): void
}

function toCall(call: SwapCall): EvmCall {
  return { to: call.to, data: call.data, value: BigInt(call.value) }
}

/**
 * The wallet's part of a swap: with an approval and a wallet that batches atomically, one batch
 * (approve, swap); else the approval sent and included first, then the swap (re-quoted when the
 * quote expired meanwhile). A reverted swap is SWAP_PRICE_CHANGED. Resolves the swap's hash and
 * the quote it signed.
 */
export async function runSwap(run: SwapRun): Promise<{ hash: string; quote: SwapQuote }> {
  let quote = run.quote
  const { calls, network } = run
  if (quote.approval && (await calls.supportsAtomicBatch(network))) {
    run.onStep('swapping')
    const outcome = await calls.sendAtomicBatch([toCall(quote.approval.transaction), toCall(quote.transaction)], network)
    if (outcome.status === 'reverted') throw new SwapPriceChangedError('revert')
    return { hash: outcome.hashes[outcome.hashes.length - 1] ?? '', quote }
  }
  if (quote.approval) {
    run.onStep('approving')
    const approveHash = await calls.sendCall(toCall(quote.approval.transaction), network)
    const approved = await calls.waitForCall(approveHash, network)
    if (approved.status === 'reverted') throw new SwapApprovalRevertedError()
    run.onApproved(approveHash)
    // The approval took its time in the wallet: a quote past its validity is never signed.
    if (!run.isValid(quote)) quote = await run.requote()
  }
  run.onStep('swapping')
  const hash = await calls.sendCall(toCall(quote.transaction), network)
  const outcome = await calls.waitForCall(hash, network)
  if (outcome.status === 'reverted') throw new SwapPriceChangedError('revert')
  return { hash, quote }
}
