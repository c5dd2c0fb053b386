import { ProviderError } from '../errors.ts'
import { rpcErrorCodes } from './rpcErrorCodes.ts'

/**
 * SPEC §8's error for a message to sign with no wallet provider connected in the namespace:
 * "UniversalAdapter:signMessage - provider is undefined", a ProviderError 4900 (disconnected).
 */
export function signMessageProviderMissing(): ProviderError {
  return new ProviderError('UniversalAdapter:signMessage - provider is undefined', { code: rpcErrorCodes.DISCONNECTED.code })
}
