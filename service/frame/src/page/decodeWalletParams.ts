import type * as t from 'io-ts'
import { decode } from '@portico/kernel/extend'
import { WalletRequestError } from './WalletRequestError.ts'

/** Decodes a request's params with its codec, or throws the JSON-RPC invalid-params error (-32602) the dapp gets back. */
export function decodeWalletParams<A, O>(codec: t.Type<A, O, unknown>, method: string, input: unknown): A {
  const decoded = decode(codec, input)
  if (!decoded.ok) throw new WalletRequestError(-32602, `Invalid params for ${method}: ${decoded.error}`)
  return decoded.value
}
