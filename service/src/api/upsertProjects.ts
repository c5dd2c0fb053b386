import type { Database } from '../Database.ts'
import type { ServiceConfig } from '../ServiceConfig.ts'

/**
 * Brings the config file's projects into the database: a new project is inserted; a stored one
 * takes the file's config and origins only when the file's entry changed since it was last
 * applied (its `seed`), so what `setConfig`/`setAllowedOrigins` wrote survives a restart with
 * the same file. Projects no longer in the file are kept. Runs under the seeding lock (processes
 * starting at once take turns).
 */
export async function upsertProjects(database: Database, projects: ServiceConfig['projects']): Promise<void> {
  await database.withLock('portico:seed', () => database.transaction(async (transaction) => {
    for (const project of projects) {
      const seed = JSON.stringify({ config: project.config, allowedOrigins: project.allowedOrigins })
      await transaction.query(
        `INSERT INTO projects (id, config, allowed_origins, seed) VALUES ($1, $2::jsonb, $3::jsonb, $4::jsonb)
         ON CONFLICT (id) DO UPDATE SET config = excluded.config, allowed_origins = excluded.allowed_origins, seed = excluded.seed, updated_at = now()
         WHERE projects.seed IS DISTINCT FROM excluded.seed`,
        [project.id, JSON.stringify(project.config), JSON.stringify(project.allowedOrigins), seed],
      )
    }
  }))
}
