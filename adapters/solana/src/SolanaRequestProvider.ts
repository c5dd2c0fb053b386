import * as t from 'io-ts'

/** A listener for one event of a request provider. */
export type SolanaProviderListener = (payload: unknown) => void

/**
 * A Solana provider that takes JSON-RPC requests (`solana_signMessage`...), as WalletConnect's
 * universal provider and the embedded wallet hand it: the second argument of `request` is the
 * CAIP-2 network id; `on`, `removeListener` and `disconnect` when it has them.
 */
export interface SolanaRequestProvider {
  request(args: { method: string; params?: unknown }, caipNetworkId?: string): Promise<unknown>
  on?(event: string, listener: SolanaProviderListener): unknown
  removeListener?(event: string, listener: SolanaProviderListener): unknown
  disconnect?(): Promise<unknown> | unknown
}

function isRequestProvider(value: unknown): value is SolanaRequestProvider {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return false
  const { request, on, removeListener, disconnect } = value as Record<string, unknown>
  const optionalFunction = (member: unknown) => member === undefined || typeof member === 'function'
  return typeof request === 'function' && optionalFunction(on) && optionalFunction(removeListener) && optionalFunction(disconnect)
}

/** The codec of a Solana request provider: an object with a `request` function (kept as it is). */
export const SolanaRequestProvider = new t.Type<SolanaRequestProvider, SolanaRequestProvider, unknown>(
  'a Solana provider { request(), on?(), removeListener?(), disconnect?() }',
  isRequestProvider,
  (input, context) => (isRequestProvider(input) ? t.success(input) : t.failure(input, context)),
  (provider) => provider,
)
