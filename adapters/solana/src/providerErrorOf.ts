import { ProviderError } from '@portico/kernel'
import { rpcErrorCodes } from '@portico/kernel/extend'
import type { RpcErrorName } from '@portico/kernel/extend'

/** A ProviderError with SPEC §8's code and message of a JSON-RPC error name, and optional details. */
export function providerErrorOf(name: RpcErrorName, details?: string): ProviderError {
  const { code, message } = rpcErrorCodes[name]
  return new ProviderError(message, { code, ...(details ? { details } : {}) })
}
