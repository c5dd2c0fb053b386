import * as t from 'io-ts'
import { NameSuggestion } from './NameSuggestion.ts'

/** The body of `/names/suggestions`. */
export const NameSuggestionList = t.type({ suggestions: t.array(NameSuggestion) }, 'NameSuggestionList')
/** A list of suggestions, decoded. */
export type NameSuggestionList = t.TypeOf<typeof NameSuggestionList>
