import type { TransferRequest } from '@portico/kernel/extend'
import { isSolanaAddress } from '@portico/kernel/extend'
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import type { BlockhashWithExpiryBlockHeight } from '@solana/web3.js'
import { InvalidParamsError, UnsupportedMethodError } from './errors.ts'

/**
 * The transaction of a SOL transfer from `from`, checked first: a Solana receiver, an amount
 * above 0 lamports, and no token (SPL transfers are not offered).
 */
export function buildTransfer(request: TransferRequest, from: string, latest: BlockhashWithExpiryBlockHeight): Transaction {
  if (request.token !== undefined) throw new UnsupportedMethodError('Token transfers on Solana')
  if (!isSolanaAddress(request.to)) throw new InvalidParamsError(`Not a Solana address: ${request.to}`)
  if (request.value <= 0n) throw new InvalidParamsError('The amount must be above 0 lamports')
  const fromPubkey = new PublicKey(from)
  return new Transaction({ feePayer: fromPubkey, ...latest }).add(
    SystemProgram.transfer({ fromPubkey, toPubkey: new PublicKey(request.to), lamports: request.value }),
  )
}
