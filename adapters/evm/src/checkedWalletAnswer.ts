import { isSignedMessage, isTransactionHash } from '@portico/kernel/extend'
import { WalletAnswerError } from './errors.ts'

const expected = { transactionHash: 'a transaction hash', signature: 'a signature' } as const

/**
 * A wallet's answer, when it has SPEC §5's format: a transaction hash (0x and 64 hex digits) or a
 * signed message (0x and at least 62); anything else is a clear error, so it is never shown or stored.
 */
export function checkedWalletAnswer(kind: keyof typeof expected, answer: unknown): `0x${string}` {
  if (kind === 'transactionHash' && isTransactionHash(answer)) return answer
  if (kind === 'signature' && isSignedMessage(answer)) return answer
  const shown = typeof answer === 'string' ? JSON.stringify(answer.slice(0, 80)) : typeof answer
  throw new WalletAnswerError(`The wallet answered with something that is not ${expected[kind]}: ${shown}`)
}
