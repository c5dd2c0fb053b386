import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postgresAvailable, startPostgres } from './index/testing/startPostgres.ts'
import type { TestPostgres } from './index/testing/startPostgres.ts'
import { startService } from './startService.ts'
import { startServiceProcess } from './testing/startServiceProcess.ts'
import type { ServiceProcess } from './testing/startServiceProcess.ts'

const configOn = (url: string) => ({
  database: { url },
  projects: [{ id: 'demo', config: { features: [] }, allowedOrigins: [] }],
  chains: [],
  registry: { sample: 30 },
})

describe.skipIf(!postgresAvailable)('several service processes on one PostgreSQL', () => {
  let postgres: TestPostgres
  let processes: ServiceProcess[] = []

  beforeAll(async () => {
    postgres = await startPostgres()
    processes = await Promise.all(Array.from({ length: 4 }, () => startServiceProcess()))
  }, 180_000)

  afterAll(async () => {
    await Promise.all(processes.map((each) => each.exit()))
    await postgres?.stop()
  }, 60_000)

  it('4 processes started at the same instant on a new database, 20 times, all start, are ready and answer', { timeout: 600_000 }, async () => {
    for (let round = 0; round < 20; round++) {
      const url = await postgres.createDatabase()
      const results = await Promise.allSettled(processes.map((each) => each.start({ config: configOn(url), port: 0 })))
      const failures = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []))
      expect(failures, `round ${round}`).toEqual([])
      for (const result of results) {
        const serviceUrl = (result as PromiseFulfilledResult<string>).value
        expect((await fetch(`${serviceUrl}/ready`)).status).toBe(200)
        expect((await fetch(`${serviceUrl}/projects/demo/config`)).status).toBe(200)
        expect(((await (await fetch(`${serviceUrl}/wallets?entries=200`)).json()) as { count: number }).count).toBe(30)
      }
      await Promise.all(processes.map((each) => each.stop()))
    }
  })

  it('an origin allowed through one process takes effect on the other, which keeps the origins in memory until notified', { timeout: 120_000 }, async () => {
    const url = await postgres.createDatabase()
    const config = { ...configOn(url), projects: [{ id: 'demo', config: { features: [] }, allowedOrigins: ['https://one.example'] }] }
    const [first, second] = processes as [ServiceProcess, ServiceProcess]
    const [, secondUrl] = await Promise.all([first.start({ config, port: 0 }), second.start({ config, port: 0 })])
    try {
      const allowedOn = async (serviceUrl: string, origin: string) => (await fetch(`${serviceUrl}/wallets?entries=1`, { headers: { origin } })).headers.get('access-control-allow-origin') === origin
      expect(await allowedOn(secondUrl, 'https://one.example')).toBe(true)
      expect(await allowedOn(secondUrl, 'https://two.example')).toBe(false)
      await first.setAllowedOrigins('demo', ['https://two.example'])
      // The change reaches the second process by PostgreSQL's notification; the test's timeout bounds the wait.
      while (!(await allowedOn(secondUrl, 'https://two.example'))) await new Promise((resolve) => setTimeout(resolve, 20))
      expect(await allowedOn(secondUrl, 'https://one.example')).toBe(false)
    } finally {
      await Promise.all([first.stop(), second.stop()])
    }
  })

  it('refuses to run on a schema a newer service wrote, saying so', { timeout: 120_000 }, async () => {
    const url = await postgres.createDatabase()
    const first = await startService({ config: configOn(url), port: 0 })
    await first.database.query("INSERT INTO schema_migrations (version, name) VALUES (999, 'from a newer service')")
    await first.stop()
    await expect(startService({ config: configOn(url), port: 0 })).rejects.toThrow(/schema version 999, which this service does not know .*a newer @portico\/service/)
  })
})
