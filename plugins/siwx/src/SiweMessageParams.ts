import * as t from 'io-ts'

/** The legacy `siweConfig.getMessageParams()` answer: what goes in every message. */
export const SiweMessageParams = t.intersection(
  [
    t.type({ domain: t.string, uri: t.string }),
    t.partial({
      chains: t.array(t.number),
      statement: t.string,
      iat: t.string,
      exp: t.string,
      nbf: t.string,
      requestId: t.string,
      resources: t.array(t.string),
    }),
  ],
  'SiweMessageParams',
)
/** Legacy SIWE message parameters. */
export type SiweMessageParams = t.TypeOf<typeof SiweMessageParams>
