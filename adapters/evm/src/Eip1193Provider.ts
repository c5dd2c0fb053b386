import * as t from 'io-ts'

/** A wallet's listener for one EIP-1193 event. */
export type Eip1193Listener = (payload: unknown) => void

/** An EIP-1193 provider as browser wallets expose it: `request`, and events when it has them. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: Eip1193Listener): unknown
  removeListener?(event: string, listener: Eip1193Listener): unknown
}

function isProvider(value: unknown): value is Eip1193Provider {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return false
  const { request, on, removeListener } = value as Record<string, unknown>
  const optionalFunction = (member: unknown) => member === undefined || typeof member === 'function'
  return typeof request === 'function' && optionalFunction(on) && optionalFunction(removeListener)
}

/** The codec of an EIP-1193 provider: an object with a `request` function (kept as it is). */
export const Eip1193Provider = new t.Type<Eip1193Provider, Eip1193Provider, unknown>(
  'an EIP-1193 provider { request(), on?(), removeListener?() }',
  isProvider,
  (input, context) => (isProvider(input) ? t.success(input) : t.failure(input, context)),
  (provider) => provider,
)
