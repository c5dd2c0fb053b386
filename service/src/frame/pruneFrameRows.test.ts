import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FrameSession } from './FrameSession.ts'
import { pruneFrameRows } from './pruneFrameRows.ts'
import { startTestFrame } from './testing/startTestFrame.ts'
import type { TestFrame } from './testing/startTestFrame.ts'

const tables = ['frame_codes', 'frame_device_approvals', 'frame_sessions', 'frame_email_updates', 'frame_rate_events']

describe('pruneFrameRows', () => {
  let test: TestFrame

  beforeAll(async () => {
    test = await startTestFrame({ memory: true })
  }, 60_000)

  afterAll(async () => {
    await test?.stop()
  })

  const counts = async () => Object.fromEntries(await Promise.all(tables.map(async (table) => [table, Number((await test.database.query<{ count: string }>(`SELECT count(*) AS count FROM ${table}`))[0]?.count)] as const)))

  it('keeps what can still answer and deletes what expired', async () => {
    const deviceId = randomBytes(16).toString('hex')
    await test.call('POST', '/api/email/start', { body: { email: 'old@example.com', deviceId }, ip: '192.0.2.10' })
    const otp = /\b(\d{6})\b/.exec(test.mail.latestTo('old@example.com').text ?? '')?.[1]
    const session = (await test.call('POST', '/api/email/verify', { body: { email: 'old@example.com', deviceId, otp } })).body.session as FrameSession
    test.advance(31_000)
    expect((await test.call('POST', '/api/email/start', { body: { email: 'old@example.com', deviceId: randomBytes(16).toString('hex') }, ip: '192.0.2.11' })).body).toEqual({ action: 'VERIFY_DEVICE' })
    test.advance(31_000)
    await test.call('POST', '/api/email/update', { body: { email: 'new@example.com' }, token: session.accessToken, ip: '192.0.2.12' })
    await pruneFrameRows(test.database, test.now())
    expect(await counts()).toEqual({ frame_codes: 2, frame_device_approvals: 1, frame_sessions: 1, frame_email_updates: 1, frame_rate_events: 6 })
    test.advance(30 * 24 * 60 * 60_000 + 1000)
    await pruneFrameRows(test.database, test.now())
    expect(await counts()).toEqual({ frame_codes: 0, frame_device_approvals: 0, frame_sessions: 0, frame_email_updates: 0, frame_rate_events: 0 })
    expect((await test.database.query('SELECT id FROM frame_users')).length).toBe(1)
  })
})
