import * as t from 'io-ts'

/**
 * The config's `bundler`: per chain (one of `chains`), the ERC-4337 EntryPoint v0.7 it bundles for
 * and the hex private key of the account that sends the bundles (pays their gas, gets the fees).
 * `POST /v1/bundler?chainId=N` answers for these chains only.
 */
export const BundlerConfig = t.array(
  t.type({ chainId: t.number, entryPoint: t.string, privateKey: t.string }, 'a bundler { chainId, entryPoint, privateKey }'),
  'a list of bundlers',
)
/** The config's `bundler`. */
export type BundlerConfig = t.TypeOf<typeof BundlerConfig>
