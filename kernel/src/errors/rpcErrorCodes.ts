import { userRejected } from './userRejected.ts'

/** One entry of the JSON-RPC error table: the numeric code and an English message. */
export interface RpcErrorEntry {
  readonly code: number
  readonly message: string
}

/**
 * The JSON-RPC error codes of SPEC §8 by stable name: the JSON-RPC 2.0 and EIP-1474 codes, the
 * EIP-1193 provider codes and the EIP-5792 wallet-call codes. Code 5000 is not an entry of its
 * own: it is read as USER_REJECTED (see `rpcErrorByCode`).
 */
export const rpcErrorCodes = {
  PARSE_ERROR: { code: -32700, message: 'The request could not be parsed as JSON.' },
  INVALID_REQUEST: { code: -32600, message: 'The request is not a valid JSON-RPC request.' },
  METHOD_NOT_FOUND: { code: -32601, message: 'The requested method does not exist or is not available.' },
  INVALID_PARAMS: { code: -32602, message: 'The parameters of the request are invalid.' },
  INTERNAL_ERROR: { code: -32603, message: 'An internal JSON-RPC error occurred.' },
  INVALID_INPUT: { code: -32000, message: 'The input of the request is missing or invalid.' },
  RESOURCE_NOT_FOUND: { code: -32001, message: 'The requested resource was not found.' },
  RESOURCE_UNAVAILABLE: { code: -32002, message: 'The requested resource is not available.' },
  TRANSACTION_REJECTED: { code: -32003, message: 'The transaction was rejected.' },
  METHOD_NOT_SUPPORTED: { code: -32004, message: 'The requested method is not supported.' },
  LIMIT_EXCEEDED: { code: -32005, message: 'The request exceeds a limit.' },
  VERSION_UNSUPPORTED: { code: -32006, message: 'The JSON-RPC version is not supported.' },
  USER_REJECTED: userRejected,
  UNAUTHORIZED: { code: 4100, message: 'The requested method or account has not been authorized by the user.' },
  UNSUPPORTED_METHOD: { code: 4200, message: 'The wallet does not support the requested method.' },
  DISCONNECTED: { code: 4900, message: 'The wallet is disconnected from all chains.' },
  CHAIN_DISCONNECTED: { code: 4901, message: 'The wallet is not connected to the requested chain.' },
  SWITCH_CHAIN_ERROR: { code: 4902, message: 'The wallet does not recognise the requested chain; add it first.' },
  UNSUPPORTED_NON_OPTIONAL_CAPABILITY: { code: 5700, message: 'The wallet does not support a capability the request requires.' },
  UNSUPPORTED_CHAIN_ID: { code: 5710, message: 'The wallet does not support the chain of the request.' },
  DUPLICATE_ID: { code: 5720, message: 'A batch of calls with this id was already submitted.' },
  UNKNOWN_BUNDLE_ID: { code: 5730, message: 'No batch of calls with this id is known.' },
  BUNDLE_TOO_LARGE: { code: 5740, message: 'The batch has more calls than the wallet accepts.' },
  ATOMIC_READY_WALLET_REJECTED_UPGRADE: { code: 5750, message: 'The user rejected upgrading the account to run calls atomically.' },
  ATOMICITY_NOT_SUPPORTED: { code: 5760, message: 'The wallet cannot run the calls atomically.' },
} as const satisfies Record<string, RpcErrorEntry>

/** The stable name of a JSON-RPC error, such as `USER_REJECTED`. */
export type RpcErrorName = keyof typeof rpcErrorCodes
/** A JSON-RPC error code of SPEC §8, such as 4001. */
export type RpcErrorCode = (typeof rpcErrorCodes)[RpcErrorName]['code']
