import * as t from 'io-ts'

/** The legacy `siweConfig.getSession()` answer: the signed-in address and numeric chain id. */
export const SiweSession = t.type({ address: t.string, chainId: t.number }, 'SiweSession')
/** A legacy SIWE session. */
export type SiweSession = t.TypeOf<typeof SiweSession>
