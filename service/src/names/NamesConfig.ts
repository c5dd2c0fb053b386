import * as t from 'io-ts'

/**
 * The config's `names`: account names registered under one parent name (`portico`: `ada-42`
 * becomes `ada-42.portico`), served to an EIP-3668 offchain resolver through the gateway
 * `/names/gateway/{sender}/{data}.json`, whose answers are signed with `gatewayKey` (a hex
 * private key; the resolver on chain trusts its address); `answerLifetimeSeconds` (default 300)
 * is how long a signed answer stays valid.
 */
export const NamesConfig = t.intersection(
  [t.type({ parent: t.string, gatewayKey: t.string }), t.partial({ answerLifetimeSeconds: t.number })],
  'names { parent, gatewayKey, answerLifetimeSeconds? }',
)
/** The config's `names`. */
export type NamesConfig = t.TypeOf<typeof NamesConfig>
