import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openMemoryPGlite } from './openMemoryPGlite.ts'

describe('openMemoryPGlite with a template directory', () => {
  const made: string[] = []
  afterAll(async () => {
    for (const directory of made) await rm(directory, { recursive: true, force: true })
  })

  it('the first opening leaves the empty cluster\'s dump; a later one starts from it, empty, and works as a fresh one', async () => {
    const templateDir = join(await mkdtemp(join(tmpdir(), 'portico-pglite-template-')), 'nested')
    made.push(templateDir)
    const first = await openMemoryPGlite(templateDir)
    // Made before anything is stored: what the first database holds is not in the dump.
    await first.exec("CREATE TABLE kept_by_first (a text); INSERT INTO kept_by_first VALUES ('first')")
    const dumps = await readdir(templateDir)
    expect(dumps).toHaveLength(1)
    expect(dumps[0]).toMatch(/^pglite-\d+\.\d+\.\d+-empty\.tar$/)
    await first.close()

    const second = await openMemoryPGlite(templateDir)
    expect((await second.query("SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'kept_by_first'")).rows).toEqual([{ n: 0 }])
    await second.exec("CREATE TABLE made_by_second (a int); INSERT INTO made_by_second VALUES (2)")
    expect((await second.query('SELECT a FROM made_by_second')).rows).toEqual([{ a: 2 }])
    // Still one dump, no partial file left behind.
    expect(await readdir(templateDir)).toEqual(dumps)
    await second.close()
  }, 120_000)
})
