import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'

/** The installed PGlite's version: a template made by another version is not loaded. */
async function pgliteVersion(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  for (let directory = dirname(entry); directory !== dirname(directory); directory = dirname(directory)) {
    const manifest = await readFile(join(directory, 'package.json'), 'utf8').catch(() => undefined)
    if (manifest === undefined) continue
    const parsed = JSON.parse(manifest) as { name?: unknown; version?: unknown }
    if (parsed.name === '@electric-sql/pglite' && typeof parsed.version === 'string') return parsed.version
  }
  throw new Error('The installed @electric-sql/pglite has no readable version')
}

/**
 * Opens PGlite in memory. Each new cluster runs initdb, which takes seconds; with `templateDir`, the
 * empty cluster is instead loaded from a dump kept there (under 1.5 s), which the first opening
 * makes, one per PGlite version. The dump is written to a file of its own and then renamed, so
 * processes opening at once each read a whole dump or make their own. The database is the same
 * either way: an empty cluster, nothing of any earlier database in it.
 */
export async function openMemoryPGlite(templateDir?: string): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite')
  if (templateDir === undefined) return PGlite.create()
  const template = join(templateDir, `pglite-${await pgliteVersion()}-empty.tar`)
  const dump = await readFile(template).catch(() => undefined)
  if (dump) return PGlite.create({ loadDataDir: new Blob([dump]) })
  const database = await PGlite.create()
  const fresh = await database.dumpDataDir('none')
  await mkdir(templateDir, { recursive: true })
  const partial = `${template}.${randomUUID()}.partial`
  await writeFile(partial, Buffer.from(await fresh.arrayBuffer()))
  await rename(partial, template)
  return database
}
