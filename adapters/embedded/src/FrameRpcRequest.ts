import * as t from 'io-ts'
import { discriminated } from './discriminated.ts'
import { exactObject } from './exactObject.ts'
import { frameRpcMethods } from './frameRpcMethods.ts'
import type { FrameRpcMethod } from './frameRpcMethods.ts'
import { SolanaSendOptions } from './SolanaSendOptions.ts'
import { WalletSendCallsParams } from './WalletSendCallsParams.ts'

type ShapedMethod =
  | 'solana_signMessage'
  | 'solana_signTransaction'
  | 'solana_signAllTransactions'
  | 'solana_signAndSendTransaction'
  | 'wallet_sendCalls'
type PositionalMethod = Exclude<FrameRpcMethod, ShapedMethod>

const shaped = {
  solana_signMessage: t.strict({
    method: t.literal('solana_signMessage'),
    params: t.strict({ message: t.string, pubkey: t.string }),
  }),
  solana_signTransaction: t.strict({
    method: t.literal('solana_signTransaction'),
    params: t.strict({ transaction: t.string }),
  }),
  solana_signAllTransactions: t.strict({
    method: t.literal('solana_signAllTransactions'),
    params: t.strict({ transactions: t.array(t.string) }),
  }),
  solana_signAndSendTransaction: t.strict({
    method: t.literal('solana_signAndSendTransaction'),
    params: exactObject({ transaction: t.string }, { options: SolanaSendOptions }),
  }),
  wallet_sendCalls: t.strict({ method: t.literal('wallet_sendCalls'), params: WalletSendCallsParams }),
}

const positionalMethods = frameRpcMethods.filter((method): method is PositionalMethod => !Object.hasOwn(shaped, method))
// The other methods take JSON-RPC positional params: an array the frame's provider reads.
const Positional = exactObject(
  { method: t.keyof(Object.fromEntries(positionalMethods.map((method) => [method, null])) as Record<PositionalMethod, null>) },
  { params: t.array(t.unknown) },
)
const positional = Object.fromEntries(positionalMethods.map((method) => [method, Positional])) as Record<PositionalMethod, typeof Positional>

/** The payload of an RPC request (SPEC §3): a supported method and its params, shaped per method for Solana and wallet_sendCalls. */
export const FrameRpcRequest = discriminated('method', { ...positional, ...shaped }, 'FrameRpcRequest')
/** The payload of an RPC request. */
export type FrameRpcRequest = t.TypeOf<typeof FrameRpcRequest>
