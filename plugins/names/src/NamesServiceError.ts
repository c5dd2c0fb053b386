import * as t from 'io-ts'

/** The body of a refused names request: a text for developers and a stable code (INVALID_NAME, NAME_TAKEN, INVALID_SIGNATURE, INVALID_REQUEST). */
export const NamesServiceError = t.type({ error: t.string, code: t.string }, 'NamesServiceError')
