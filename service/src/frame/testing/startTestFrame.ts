import { randomBytes } from 'node:crypto'
import type { Database } from '../../Database.ts'
import type { DatabaseOptions } from '../../DatabaseOptions.ts'
import { migrate } from '../../migrate.ts'
import { openDatabase } from '../../openDatabase.ts'
import type { FrameConfig } from '../FrameConfig.ts'
import type { FrameServer } from '../FrameServer.ts'
import { startFrameServer } from '../startFrameServer.ts'
import { postgresDisconnected } from './postgresDisconnected.ts'
import { startMailCatcher } from './startMailCatcher.ts'
import type { MailCatcher } from './startMailCatcher.ts'

/** A frame server on a test database with a mail catcher and a clock the test moves. */
export interface TestFrame {
  frame: FrameServer
  database: Database
  mail: MailCatcher
  /** The key-encryption key the frame encrypts under. */
  key: { id: string; key: string }
  config: FrameConfig
  /** Moves the frame's clock forward. */
  advance(ms: number): void
  now(): Date
  /** Another frame server on the same database (PostgreSQL: another connection, as another process would have). */
  startAnother(): Promise<FrameServer>
  /** A JSON call: `ip` is sent as the proxy's X-Forwarded-For. */
  call(method: 'GET' | 'POST', path: string, options?: { body?: unknown; token?: string; ip?: string; url?: string }): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }>
  stop(): Promise<void>
}

/** Starts a TestFrame on a new migrated database of `options`, with the project `demo` allowing `https://app.example.com` and `http://localhost`. */
export async function startTestFrame(options: DatabaseOptions, frameConfig: Partial<FrameConfig> = {}): Promise<TestFrame> {
  const database = await openDatabase(options)
  await migrate(database)
  await database.query("INSERT INTO projects (id, config, allowed_origins) VALUES ('demo', '{\"features\":[]}'::jsonb, $1::jsonb)", [JSON.stringify(['https://app.example.com', 'http://localhost'])])
  const mail = await startMailCatcher()
  let offsetMs = 0
  const now = () => new Date(Date.now() + offsetMs)
  const key = { id: 'kek-1', key: randomBytes(32).toString('base64') }
  const config: FrameConfig = { port: 0, smtp: { host: '127.0.0.1', port: mail.port, from: 'Portico <login@portico.test>' }, keyEncryptionKeys: [key], trustProxy: true, ...frameConfig }
  const chains = [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }]
  const frame = await startFrameServer({ database, config, chains, now })
  const others: { server: FrameServer; database?: Database }[] = []
  return {
    frame,
    database,
    mail,
    key,
    config,
    advance: (ms) => {
      offsetMs += ms
    },
    now,
    async startAnother() {
      const other = 'url' in options ? await openDatabase(options) : undefined
      const server = await startFrameServer({ database: other ?? database, config, chains, now })
      others.push({ server, ...(other ? { database: other } : {}) })
      return server
    },
    async call(method, path, { body, token, ip = '192.0.2.1', url = frame.url } = {}) {
      const headers: Record<string, string> = { 'x-forwarded-for': ip }
      if (body !== undefined) headers['content-type'] = 'application/json'
      if (token !== undefined) headers.authorization = `Bearer ${token}`
      const response = await fetch(`${url}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
      return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers }
    },
    async stop() {
      for (const other of others) {
        await other.server.stop()
        await other.database?.close()
      }
      await frame.stop()
      await mail.stop()
      await database.close()
      if ('url' in options) await postgresDisconnected(options.url)
    },
  }
}
