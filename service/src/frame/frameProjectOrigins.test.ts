import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../Database.ts'
import { postgresAvailable } from '../index/testing/startPostgres.ts'
import { migrate } from '../migrate.ts'
import { openDatabase } from '../openDatabase.ts'
import type { FrameConfig } from './FrameConfig.ts'
import type { FrameServer } from './FrameServer.ts'
import { startFrameServer } from './startFrameServer.ts'
import { startMailCatcher } from './testing/startMailCatcher.ts'
import type { MailCatcher } from './testing/startMailCatcher.ts'
import { startTwoFrameServices } from './testing/startTwoFrameServices.ts'
import type { TwoFrameServices } from './testing/startTwoFrameServices.ts'

/** The database with a count of the statements that read `projects` (the frame's other statements are its own rows). */
function countingProjectReads(database: Database): { database: Database; reads: () => number } {
  let reads = 0
  return {
    database: {
      ...database,
      query: (sql, parameters) => {
        if (/\bFROM projects\b/i.test(sql)) reads++
        return database.query(sql, parameters)
      },
    },
    reads: () => reads,
  }
}

/** Asks until `read` is true; the test's timeout bounds it. */
async function until(read: () => Promise<boolean>): Promise<void> {
  while (!(await read())) await new Promise((resolve) => setTimeout(resolve, 20))
}

/** What the frame at `frameUrl` says of the project: its config's allowed app origins and its page's frame-ancestors. */
async function frameView(frameUrl: string, projectId: string): Promise<{ allowedAppOrigins: unknown; frameAncestors: string | undefined }> {
  const config = await fetch(`${frameUrl}/frame-config.json?projectId=${projectId}`)
  const page = await fetch(`${frameUrl}/?projectId=${projectId}`)
  await page.arrayBuffer()
  const csp = page.headers.get('content-security-policy') ?? ''
  return { allowedAppOrigins: ((await config.json()) as { allowedAppOrigins: unknown }).allowedAppOrigins, frameAncestors: /frame-ancestors ([^;]*)/.exec(csp)?.[1] }
}

/** Starts a GitHub login for the app origin on the frame: the status and error code (200: allowed). */
async function socialStart(frameUrl: string, appOrigin: string): Promise<{ status: number; code: unknown }> {
  const response = await fetch(`${frameUrl}/api/social/start`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ provider: 'github', appOrigin }) })
  return { status: response.status, code: ((await response.json()) as { code?: unknown }).code }
}

const social: FrameConfig['social'] = [{ provider: 'github', clientId: 'github-client', clientSecret: 'secret' }]

describe('the frame reads the origins the process keeps', () => {
  let database: Database
  let mail: MailCatcher
  let frame: FrameServer
  let reads: () => number

  beforeAll(async () => {
    database = await openDatabase({ memory: true })
    await migrate(database)
    await database.query("INSERT INTO projects (id, config, allowed_origins) VALUES ('demo', '{\"features\":[]}'::jsonb, '[\"https://app.example.com\"]'::jsonb), ('open', '{\"features\":[]}'::jsonb, '[]'::jsonb)")
    mail = await startMailCatcher()
    const counting = countingProjectReads(database)
    reads = counting.reads
    const config: FrameConfig = { port: 0, smtp: { host: '127.0.0.1', port: mail.port, from: 'login@portico.test' }, keyEncryptionKeys: [{ id: 'k1', key: randomBytes(32).toString('base64') }], social }
    // Standalone: no projectOrigins given, so the frame keeps its own.
    frame = await startFrameServer({ database: counting.database, config, chains: [] })
  }, 120_000)

  afterAll(async () => {
    await frame?.stop()
    await mail?.stop()
    await database?.close()
  })

  it('reads projects once, then answers its routes without reading them, and again once after a change', { timeout: 60_000 }, async () => {
    expect(await frameView(frame.url, 'demo')).toEqual({ allowedAppOrigins: ['https://app.example.com'], frameAncestors: 'https://app.example.com' })
    expect(reads()).toBe(1)
    // Before, each of these read projects: the page 1 (frame-ancestors), the config 2 (its origins and frame-ancestors), a login's start 2 (the app check and frame-ancestors).
    expect(await frameView(frame.url, 'demo')).toEqual({ allowedAppOrigins: ['https://app.example.com'], frameAncestors: 'https://app.example.com' })
    expect(await socialStart(frame.url, 'https://app.example.com')).toMatchObject({ status: 200 })
    expect(reads()).toBe(1)
    // Refused as before: an unknown project, a project with no origins, an app origin no project names.
    expect(await frameView(frame.url, 'unknown')).toEqual({ allowedAppOrigins: [], frameAncestors: "'none'" })
    expect(await frameView(frame.url, 'open')).toEqual({ allowedAppOrigins: [], frameAncestors: "'none'" })
    expect(await socialStart(frame.url, 'https://evil.example')).toEqual({ status: 403, code: 'APP_NOT_ALLOWED' })
    expect(reads()).toBe(1)
    // Changed straight in the database: the notification drops what the frame keeps.
    await database.query("UPDATE projects SET allowed_origins = '[\"https://two.example\"]'::jsonb WHERE id = 'demo'")
    await until(async () => (await frameView(frame.url, 'demo')).frameAncestors === 'https://two.example')
    expect(await frameView(frame.url, 'demo')).toEqual({ allowedAppOrigins: ['https://two.example'], frameAncestors: 'https://two.example' })
    expect(await socialStart(frame.url, 'https://app.example.com')).toEqual({ status: 403, code: 'APP_NOT_ALLOWED' })
    expect(await socialStart(frame.url, 'https://two.example')).toMatchObject({ status: 200 })
    expect(reads()).toBe(2)
  })
})

describe.runIf(postgresAvailable)("two services on one PostgreSQL: a project's origins changed through one reach the other's frame", () => {
  let two: TwoFrameServices | undefined

  beforeAll(async () => {
    two = await startTwoFrameServices(social)
  }, 120_000)

  afterAll(async () => {
    await two?.stop()
  })

  it('through setAllowedOrigins, and straight in SQL, without a restart; unknown projects and other origins still refused', { timeout: 60_000 }, async () => {
    if (!two) throw new Error('No services')
    const { services: [first, second], url } = two
    const [firstFrame, secondFrame] = [first.frameUrl ?? '', second.frameUrl ?? '']
    for (const frameUrl of [firstFrame, secondFrame]) {
      expect(await frameView(frameUrl, 'demo')).toEqual({ allowedAppOrigins: ['https://app.example.com'], frameAncestors: 'https://app.example.com' })
      expect(await socialStart(frameUrl, 'https://app.example.com')).toMatchObject({ status: 200 })
      expect(await socialStart(frameUrl, 'https://two.example')).toEqual({ status: 403, code: 'APP_NOT_ALLOWED' })
    }

    await first.setAllowedOrigins('demo', ['https://two.example'])
    // The process that made the change drops its copy at once; the other when PostgreSQL's notification reaches it.
    expect(await frameView(firstFrame, 'demo')).toEqual({ allowedAppOrigins: ['https://two.example'], frameAncestors: 'https://two.example' })
    await until(async () => (await frameView(secondFrame, 'demo')).frameAncestors === 'https://two.example')
    for (const frameUrl of [firstFrame, secondFrame]) {
      expect(await frameView(frameUrl, 'demo')).toEqual({ allowedAppOrigins: ['https://two.example'], frameAncestors: 'https://two.example' })
      expect(await socialStart(frameUrl, 'https://app.example.com')).toEqual({ status: 403, code: 'APP_NOT_ALLOWED' })
      expect(await socialStart(frameUrl, 'https://two.example')).toMatchObject({ status: 200 })
      expect(await frameView(frameUrl, 'unknown')).toEqual({ allowedAppOrigins: [], frameAncestors: "'none'" })
    }

    // By hand, through a connection of no service: a new project, and demo's origins emptied.
    const byHand = await openDatabase({ url })
    try {
      await byHand.transaction(async (transaction) => {
        await transaction.query("INSERT INTO projects (id, config, allowed_origins) VALUES ('late', '{\"features\":[]}'::jsonb, '[\"https://late.example\"]'::jsonb)")
        await transaction.query("UPDATE projects SET allowed_origins = '[]'::jsonb WHERE id = 'demo'")
      })
    } finally {
      await byHand.close()
    }
    for (const frameUrl of [firstFrame, secondFrame]) {
      await until(async () => (await frameView(frameUrl, 'late')).frameAncestors === 'https://late.example')
      expect(await frameView(frameUrl, 'late')).toEqual({ allowedAppOrigins: ['https://late.example'], frameAncestors: 'https://late.example' })
      expect(await frameView(frameUrl, 'demo')).toEqual({ allowedAppOrigins: [], frameAncestors: "'none'" })
      expect(await socialStart(frameUrl, 'https://late.example')).toMatchObject({ status: 200 })
      expect(await socialStart(frameUrl, 'https://two.example')).toEqual({ status: 403, code: 'APP_NOT_ALLOWED' })
    }
  })
})
