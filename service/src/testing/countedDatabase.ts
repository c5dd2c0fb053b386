import type { Database } from '../Database.ts'

/** `database` with a count of the statements run through its `query` (for tests of what a reader keeps). */
export function countedDatabase(database: Database): { database: Database; queries: () => number } {
  let queries = 0
  return {
    database: {
      ...database,
      query: (sql, parameters) => {
        queries++
        return database.query(sql, parameters)
      },
    },
    queries: () => queries,
  }
}
