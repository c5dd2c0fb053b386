import * as t from 'io-ts'

/** The route data of Select Token: which side of the swap the token is chosen for. */
export const SwapSelectTokenData = t.type({ side: t.keyof({ from: null, to: null }) }, 'SwapSelectTokenData')
