import * as t from 'io-ts'
import type { UniversalProviderLike } from './UniversalProviderLike.ts'

const methods = ['connect', 'request', 'disconnect', 'setDefaultChain', 'on', 'removeListener'] as const

function isUniversalProvider(input: unknown): input is UniversalProviderLike {
  if (typeof input !== 'object' || input === null) return false
  const candidate = input as Record<string, unknown>
  return methods.every((method) => typeof candidate[method] === 'function')
}

/** The `universalProvider` option of the core entry: an object with the universal provider's methods, kept as given. */
export const UniversalProviderValue = new t.Type<UniversalProviderLike, UniversalProviderLike, unknown>(
  `a @walletconnect/universal-provider instance (${methods.join(', ')})`,
  isUniversalProvider,
  (input, context) => (isUniversalProvider(input) ? t.success(input) : t.failure(input, context)),
  (provider) => provider,
)
