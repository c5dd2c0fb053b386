import { decode, toProviderError } from '@portico/kernel/extend'
import type * as t from 'io-ts'
import { WalletAnswerError } from './errors.ts'

/**
 * Runs a wallet call at the edge: what it throws comes out as the kernel's ProviderError with
 * SPEC §8's code (a decline is 4001), what it resolves is decoded with `codec` (else -32603).
 */
export async function askWallet<A, O>(codec: t.Type<A, O, unknown>, call: () => Promise<unknown>): Promise<A> {
  let answer: unknown
  try {
    answer = await call()
  } catch (error) {
    throw toProviderError(error)
  }
  const decoded = decode(codec, answer)
  if (!decoded.ok) throw new WalletAnswerError(decoded.error)
  return decoded.value
}
