import * as t from 'io-ts'

/** The body of a failed request to the project service: a text for developers and a stable code (NO_ROUTE, UNSUPPORTED, INVALID_REQUEST, UPSTREAM_ERROR, …). */
export const ServiceErrorBody = t.type({ error: t.string, code: t.string }, 'ServiceErrorBody')
/** A failed request's body as checked. */
export type ServiceErrorBody = t.TypeOf<typeof ServiceErrorBody>
