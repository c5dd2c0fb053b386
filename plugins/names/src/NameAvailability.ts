import * as t from 'io-ts'

/** Whether a label is free: the label as registered (lower case), its full name (`ada-42.portico`) and `available`. */
export const NameAvailability = t.type({ label: t.string, name: t.string, available: t.boolean }, 'NameAvailability')
/** A label's availability, decoded. */
export type NameAvailability = t.TypeOf<typeof NameAvailability>
