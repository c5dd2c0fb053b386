import { BaseError } from './BaseError.ts'
import { toProviderError } from './toProviderError.ts'

/**
 * What the kernel rethrows for anything an adapter threw: its BaseError as it is (code 4001 for
 * a declined request stays), except 5000, which SPEC §8 reads as a user rejection (4001);
 * anything else as a ProviderError with SPEC §8's code.
 */
export function toAdapterError(error: unknown): BaseError {
  return error instanceof BaseError && error.code !== 5000 ? error : toProviderError(error)
}
