import * as t from 'io-ts'

/**
 * The wallet the host hands to `template()`, shaped like a Polkadot browser extension's
 * injected API. Everything it resolves is untrusted and decoded by the adapter.
 */
export interface TemplateWallet {
  /** Asks the user to grant accounts; resolves `[{ address }]`, rejects (4001) when they decline. */
  enable(): Promise<unknown>
  /** Signs raw bytes (`0x` hex) with one granted address; resolves `{ signature }`. */
  signRaw(request: { address: string; data: string }): Promise<unknown>
  /** Calls `listener` with the granted accounts after each change; returns the function that stops. */
  subscribe?(listener: (accounts: unknown) => void): () => void
  /** Forgets the app; the connection ends even when this fails. */
  disconnect?(): Promise<void>
}

function isTemplateWallet(value: unknown): value is TemplateWallet {
  if (typeof value !== 'object' || value === null) return false
  const { enable, signRaw, subscribe, disconnect } = value as Record<string, unknown>
  const optionalFunction = (member: unknown) => member === undefined || typeof member === 'function'
  return typeof enable === 'function' && typeof signRaw === 'function' && optionalFunction(subscribe) && optionalFunction(disconnect)
}

/** The codec of a TemplateWallet: checks its functions and keeps the object as it is. */
export const TemplateWallet = new t.Type<TemplateWallet, TemplateWallet, unknown>(
  'a wallet { enable(), signRaw(), subscribe?(), disconnect?() }',
  isTemplateWallet,
  (input, context) => (isTemplateWallet(input) ? t.success(input) : t.failure(input, context)),
  (wallet) => wallet,
)
