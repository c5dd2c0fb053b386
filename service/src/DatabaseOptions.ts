import * as t from 'io-ts'

/**
 * Where the service keeps its data: `{ dataDir }` for embedded PGlite in that directory (created
 * when missing), `{ url }` for a PostgreSQL server (`postgres://user:password@host:5432/name`), or
 * `{ memory: true }` for PGlite in memory (tests; nothing survives a restart), which with
 * `templateDir` starts from the empty cluster's dump kept in that directory instead of running
 * initdb each time (seconds faster: for test suites and demos that open many).
 */
export const DatabaseOptions = t.union(
  [
    t.type({ dataDir: t.string }, 'PGlite in a directory { dataDir }'),
    t.type({ url: t.string }, 'PostgreSQL by URL { url }'),
    t.intersection([t.type({ memory: t.literal(true) }), t.partial({ templateDir: t.string })], 'PGlite in memory { memory: true, templateDir? }'),
  ],
  'DatabaseOptions',
)
/** Where the service keeps its data. */
export type DatabaseOptions = t.TypeOf<typeof DatabaseOptions>
