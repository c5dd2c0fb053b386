import * as t from 'io-ts'

/** A free name close to what was typed: its label and full name. */
export const NameSuggestion = t.type({ label: t.string, name: t.string }, 'NameSuggestion')
/** A suggested name, decoded. */
export type NameSuggestion = t.TypeOf<typeof NameSuggestion>
