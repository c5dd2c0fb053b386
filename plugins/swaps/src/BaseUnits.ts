import * as t from 'io-ts'

/** An amount in a token's smallest unit as the service writes it: a non-negative decimal integer string. */
export const BaseUnits = t.refinement(t.string, (text) => /^\d+$/.test(text), 'BaseUnits')
