import * as t from 'io-ts'

/** A registered name: its label, full name and the address it points to. */
export const RegisteredName = t.type({ label: t.string, name: t.string, address: t.string }, 'RegisteredName')
/** A registered name, decoded. */
export type RegisteredName = t.TypeOf<typeof RegisteredName>
