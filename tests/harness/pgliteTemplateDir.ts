import { fileURLToPath } from 'node:url'

/** Where the harness keeps PGlite's empty-cluster dump (the service's `templateDir`): each in-memory database starts from it instead of running initdb. */
export const pgliteTemplateDir = fileURLToPath(new URL('../../node_modules/.cache/portico-pglite', import.meta.url))
