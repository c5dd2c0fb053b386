import * as t from 'io-ts'
import { BaseUnits } from './BaseUnits.ts'

/** A transaction the wallet sends for a swap: the contract, its calldata (`0x…`) and the wei it carries (decimal). */
export const SwapCall = t.type({ to: t.string, data: t.refinement(t.string, (text) => /^0x[0-9a-fA-F]*$/.test(text), 'Hex'), value: BaseUnits }, 'SwapCall')
/** A transaction of a swap. */
export type SwapCall = t.TypeOf<typeof SwapCall>
