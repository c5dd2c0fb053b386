import { toProviderError } from '@portico/kernel/extend'
import { toTransportError } from './toTransportError.ts'

/**
 * Runs a wallet or node request; whatever it throws comes out as the kernel's ProviderError
 * (SPEC §8), or as SPEC §8's transport error when no JSON-RPC answer came at all.
 */
export async function throughProviderErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toTransportError(error) ?? toProviderError(error)
  }
}
