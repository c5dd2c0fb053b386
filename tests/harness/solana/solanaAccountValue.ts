import type { LiteSVM } from 'litesvm'
import { address, getBase58Decoder, getBase64Decoder } from '@solana/kit'
import { SolanaRpcError } from './SolanaRpcError.ts'

// The largest u64, which Agave reports as the rent epoch of rent-exempt accounts.
const rentExemptEpoch = Number(18446744073709551615n)

/**
 * An account as `getAccountInfo` answers it (null when it does not exist). Data is base64 unless
 * base58 is asked; jsonParsed falls back to base64, as Agave does for owners it cannot parse.
 */
export function solanaAccountValue(svm: LiteSVM, key: string, encoding: string | undefined): unknown {
  const account = svm.getAccount(address(key))
  if (!account.exists) return null
  let data: [string, string]
  if (encoding === 'base58') data = [getBase58Decoder().decode(account.data), 'base58']
  else if (encoding === undefined || encoding === 'base64' || encoding === 'jsonParsed') {
    data = [getBase64Decoder().decode(account.data), 'base64']
  } else throw new SolanaRpcError(-32602, `Invalid params: encoding ${encoding} is not served by the harness (use base64 or base58)`)
  return {
    data,
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.programAddress,
    rentEpoch: rentExemptEpoch,
    space: Number(account.space),
  }
}
