import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends } from '../index/testing/testDatabases.ts'
import { decryptAuthShare } from './decryptAuthShare.ts'
import type { FrameSession } from './FrameSession.ts'
import { rotateFrameKeys } from './rotateFrameKeys.ts'
import { startFrameServer } from './startFrameServer.ts'
import { startTestFrame } from './testing/startTestFrame.ts'
import type { TestFrame } from './testing/startTestFrame.ts'

let ipCount = 0
const newIp = () => `192.0.2.${++ipCount}`
const frameTables = ['frame_users', 'frame_devices', 'frame_codes', 'frame_device_approvals', 'frame_sessions', 'frame_email_updates', 'frame_wallets', 'frame_rate_events', 'frame_social_logins']
const recovery = { kind: 'password', salt: randomBytes(16).toString('base64'), iv: randomBytes(12).toString('base64'), ciphertext: randomBytes(48).toString('base64'), argon2: { memoryKiB: 65536, iterations: 3, parallelism: 1 } }
const addresses = { eip155: '0x5FbDB2315678afecb367f032d93F642f64180aa3', solana: '11111111111111111111111111111111' }

describe.each(testBackends())('the secure frame wallet shares on $name', (backend) => {
  let test: TestFrame
  let userCount = 0

  beforeAll(async () => {
    test = await startTestFrame(await backend.options())
  }, 120_000)

  afterAll(async () => {
    await test?.stop()
  })

  async function signIn(): Promise<{ session: FrameSession; userId: string; codes: string[] }> {
    const email = `owner${++userCount}@example.com`
    const deviceId = randomBytes(16).toString('hex')
    await test.call('POST', '/api/email/start', { body: { email, deviceId }, ip: newIp() })
    const otp = /\b(\d{6})\b/.exec(test.mail.latestTo(email).text ?? '')?.[1] ?? ''
    const login = await test.call('POST', '/api/email/verify', { body: { email, deviceId, otp } })
    return { session: login.body.session as FrameSession, userId: (login.body.user as { id: string }).id, codes: [otp] }
  }

  /** Every row of the frame's tables, as one text. */
  async function allRows(): Promise<string> {
    const rows: unknown[] = []
    for (const table of frameTables) rows.push(await test.database.query(`SELECT * FROM ${table}`))
    return JSON.stringify(rows)
  }

  it('keeps the first wallet, answers it to the session only, and holds no code, token or share in clear', async () => {
    const { session, userId, codes } = await signIn()
    expect(await test.call('GET', '/api/wallet', { token: session.accessToken })).toMatchObject({ status: 200, body: { wallet: null } })
    const authShare = randomBytes(65).toString('base64')
    expect(await test.call('POST', '/api/wallet', { token: session.accessToken, body: { addresses, authShare, recovery } })).toMatchObject({ status: 200, body: {} })
    const second = await test.call('POST', '/api/wallet', { token: session.accessToken, body: { addresses, authShare: randomBytes(65).toString('base64'), recovery } })
    expect(second).toMatchObject({ status: 409, body: { code: 'WALLET_EXISTS' } })
    expect(await test.call('GET', '/api/wallet', { token: session.accessToken })).toMatchObject({ status: 200, body: { wallet: { addresses, authShare, recovery } } })
    expect(await test.call('GET', '/api/wallet')).toMatchObject({ status: 401, body: { code: 'SESSION_EXPIRED' } })
    const rotated = (await test.call('POST', '/api/session/refresh', { body: { refreshToken: session.refreshToken } })).body.session as FrameSession

    const rows = await allRows()
    const shareBytes = Buffer.from(authShare, 'base64')
    for (const secret of [...codes, session.accessToken, session.refreshToken, rotated.accessToken, rotated.refreshToken, authShare, shareBytes.toString('hex'), shareBytes.toString('base64url')]) {
      expect(rows).not.toContain(secret)
    }
    expect(rows).toContain(userId)

    const [row] = await test.database.query<{ auth_share_ciphertext: string; auth_share_iv: string; kek_id: string }>('SELECT auth_share_ciphertext, auth_share_iv, kek_id FROM frame_wallets WHERE user_id = $1', [userId])
    const stored = { ciphertext: row?.auth_share_ciphertext ?? '', iv: row?.auth_share_iv ?? '', keyId: row?.kek_id ?? '' }
    const rightKey = { id: test.key.id, key: Buffer.from(test.key.key, 'base64') }
    expect(decryptAuthShare([rightKey], userId, stored)).toBe(authShare)
    expect(() => decryptAuthShare([{ id: test.key.id, key: randomBytes(32) }], userId, stored)).toThrow()
    expect(() => decryptAuthShare([rightKey], 'another-user', stored)).toThrow()
  })

  it('refuses a wallet body that is not the contract shape', async () => {
    const { session } = await signIn()
    const answer = await test.call('POST', '/api/wallet', { token: session.accessToken, body: { addresses: { eip155: 'nope', solana: addresses.solana }, authShare: 'not base64!', recovery: { kind: 'other' } } })
    expect(answer).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } })
    expect(await test.call('GET', '/api/wallet', { token: session.accessToken })).toMatchObject({ body: { wallet: null } })
  })

  it('rotates the key-encryption key: rows re-encrypted under the newest, readable without the old key', async () => {
    const { session, userId } = await signIn()
    const authShare = randomBytes(65).toString('base64')
    await test.call('POST', '/api/wallet', { token: session.accessToken, body: { addresses, authShare, recovery } })
    const oldKey = { id: test.key.id, key: Buffer.from(test.key.key, 'base64') }
    const newKey = { id: 'kek-2', key: randomBytes(32) }
    const count = Number((await test.database.query<{ count: string }>('SELECT count(*) AS count FROM frame_wallets'))[0]?.count)
    expect(await rotateFrameKeys(test.database, [newKey, oldKey])).toBe(count)
    expect(await rotateFrameKeys(test.database, [newKey, oldKey])).toBe(0)
    const kekIds = await test.database.query<{ kek_id: string }>('SELECT DISTINCT kek_id FROM frame_wallets')
    expect(kekIds.map((row) => row.kek_id)).toEqual(['kek-2'])
    const rotatedFrame = await startFrameServer({ database: test.database, config: { ...test.config, keyEncryptionKeys: [{ id: newKey.id, key: newKey.key.toString('base64') }] }, chains: [], now: test.now })
    try {
      expect(await test.call('GET', '/api/wallet', { token: session.accessToken, url: rotatedFrame.url })).toMatchObject({ status: 200, body: { wallet: { authShare } } })
    } finally {
      await rotatedFrame.stop()
    }
    const [row] = await test.database.query<{ auth_share_ciphertext: string; auth_share_iv: string; kek_id: string }>('SELECT auth_share_ciphertext, auth_share_iv, kek_id FROM frame_wallets WHERE user_id = $1', [userId])
    expect(() => decryptAuthShare([{ id: 'kek-2', key: oldKey.key }], userId, { ciphertext: row?.auth_share_ciphertext ?? '', iv: row?.auth_share_iv ?? '', keyId: row?.kek_id ?? '' })).toThrow()
  })
})
