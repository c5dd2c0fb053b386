import { toProviderError } from '@portico/kernel/extend'

/** Runs a wallet request; whatever it throws comes out as the kernel's ProviderError (SPEC §8). */
export async function throughProviderErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toProviderError(error)
  }
}
