import * as t from 'io-ts'

/** The body of a failed on-ramp request: a text for developers and a stable code (UNSUPPORTED, INVALID_REQUEST, UPSTREAM_ERROR, …). */
export const OnRampServiceError = t.type({ error: t.string, code: t.string }, 'OnRampServiceError')
