import { rpcErrorCodes } from './rpcErrorCodes.ts'
import type { RpcErrorCode, RpcErrorName } from './rpcErrorCodes.ts'

/** A JSON-RPC error of SPEC §8's table, with its stable name. */
export interface RpcErrorInfo {
  name: RpcErrorName
  code: RpcErrorCode
  message: string
}

// Some wallets (WalletConnect's) answer 5000 when the user declines: SPEC §8 reads it as 4001.
const userRejectedAlias = 5000

const byCode = new Map<number, RpcErrorInfo>(
  (Object.keys(rpcErrorCodes) as RpcErrorName[]).map((name) => [rpcErrorCodes[name].code, { name, ...rpcErrorCodes[name] }]),
)

/** Looks a JSON-RPC code up in SPEC §8's table; 5000 gives USER_REJECTED (4001). */
export function rpcErrorByCode(code: number): RpcErrorInfo | undefined {
  return byCode.get(code === userRejectedAlias ? rpcErrorCodes.USER_REJECTED.code : code)
}
