import * as t from 'io-ts'
import { exactObject } from './exactObject.ts'
import { HexString } from './HexString.ts'

const WalletCall = exactObject({ to: HexString }, { data: HexString, value: t.string })

/** The params of a wallet_sendCalls RPC request (SPEC §3, §5): one batch whose calls' `to` and `data` are 0x hex. */
export const WalletSendCallsParams = t.tuple(
  [
    exactObject(
      { calls: t.array(WalletCall) },
      { id: t.string, chainId: t.string, from: t.string, version: t.string, atomicRequired: t.boolean, capabilities: t.UnknownRecord },
    ),
  ],
  'WalletSendCallsParams',
)
/** The params of a wallet_sendCalls request. */
export type WalletSendCallsParams = t.TypeOf<typeof WalletSendCallsParams>
