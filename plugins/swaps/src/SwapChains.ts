import * as t from 'io-ts'

/** The chains the swap service has an exchange on (`GET /swap/chains`), as CAIP-2 ids. */
export const SwapChains = t.type({ chains: t.array(t.string) }, 'SwapChains')
/** The chains with an exchange. */
export type SwapChains = t.TypeOf<typeof SwapChains>
