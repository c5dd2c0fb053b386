import * as t from 'io-ts'
import { SwapToken } from './SwapToken.ts'

/** The tokens offered on a chain (`GET /swap/tokens`): the suggested few, and all of them (popular), the native currency first. */
export const SwapTokenLists = t.type({ suggested: t.array(SwapToken), popular: t.array(SwapToken) }, 'SwapTokenLists')
/** The tokens offered on a chain. */
export type SwapTokenLists = t.TypeOf<typeof SwapTokenLists>
