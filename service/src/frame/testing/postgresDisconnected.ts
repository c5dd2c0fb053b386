/**
 * Resolves once PostgreSQL has no other connection to the database. A closed pool has asked its
 * connections to end but not waited for them; a server stopped before they have (the test's
 * afterAll) would send each a fatal error that nothing listens to any more.
 */
export async function postgresDisconnected(url: string): Promise<void> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    for (let attempt = 0; attempt < 200; attempt++) {
      const { rows } = await client.query<{ count: string }>('SELECT count(*) AS count FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')
      if (Number(rows[0]?.count) === 0) return
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  } finally {
    await client.end()
  }
}
