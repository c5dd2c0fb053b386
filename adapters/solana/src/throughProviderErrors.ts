import { toSolanaProviderError } from './toSolanaProviderError.ts'

/** Runs a wallet or node request; whatever it throws comes out as the kernel's ProviderError (SPEC §8). */
export async function throughProviderErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toSolanaProviderError(error)
  }
}
