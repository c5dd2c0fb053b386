import * as t from 'io-ts'

/**
 * The project service's answer to `GET /projects/{projectId}/origins`: the origin patterns the
 * project allows (see `isOriginAllowed` for their syntax).
 */
export const AllowedOrigins = t.type({ allowedOrigins: t.array(t.string, 'a list of strings') }, 'AllowedOrigins')
/** The allowed origins of a project. */
export type AllowedOrigins = t.TypeOf<typeof AllowedOrigins>
