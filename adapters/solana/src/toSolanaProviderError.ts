import { rpcErrorCodes, toProviderError } from '@portico/kernel/extend'
import type { ProviderError } from '@portico/kernel'
import { SendTransactionError } from '@solana/web3.js'

// What Solana's programs and runtime log when the payer cannot pay: SPEC §8's "insufficient funds".
const insufficientFunds = /insufficient lamports|insufficient funds|no record of a prior credit/i

/**
 * A wallet's or node's error as the kernel's ProviderError (SPEC §8). web3.js drops the node's
 * code of a refused transaction (SendTransactionError): it comes out as -32003 (transaction
 * rejected), and as INSUFFICIENT_FUNDS when the node's text or logs say the payer is short.
 */
export function toSolanaProviderError(error: unknown): ProviderError {
  if (!(error instanceof SendTransactionError)) return toProviderError(error)
  const { message, logs = [] } = error.transactionError
  const text = [message, ...logs].join('\n')
  const described = insufficientFunds.test(text) ? `insufficient funds: ${text}` : text
  return toProviderError({ code: rpcErrorCodes.TRANSACTION_REJECTED.code, message: described, cause: error })
}
