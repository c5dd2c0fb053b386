import { randomBytes } from 'node:crypto'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { PrivateKeyAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailCatcher } from '../frame/testing/startMailCatcher.ts'
import type { MailCatcher } from '../frame/testing/startMailCatcher.ts'
import type { Service } from '../Service.ts'
import { startService } from '../startService.ts'

const chainId = 'eip155:31337'

function eip155Message(address: string, nonce: string): string {
  return ['app.example.com wants you to sign in with your Ethereum account:', address, '', 'Sign in', '', 'URI: https://app.example.com', 'Version: 1', 'Chain ID: 31337', `Nonce: ${nonce}`, `Issued At: ${new Date().toISOString()}`].join('\n')
}

describe("the signed-in account's e-mail verified by a mailed code (PGlite, a real SMTP catcher)", { timeout: 60_000 }, () => {
  let service: Service
  let mail: MailCatcher

  beforeAll(async () => {
    mail = await startMailCatcher()
    service = await startService({
      port: 0,
      config: {
        database: { memory: true },
        projects: [{ id: 'demo', config: { features: [] }, allowedOrigins: [] }],
        chains: [],
        secureFrame: { port: 0, smtp: { host: '127.0.0.1', port: mail.port, from: 'login@portico.test' }, keyEncryptionKeys: [{ id: 'k1', key: randomBytes(32).toString('base64') }] },
      },
    })
  }, 120_000)

  afterAll(async () => {
    await service?.stop()
    await mail?.stop()
  })

  const call = async (method: string, path: string, options: { body?: unknown; token?: string } = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`
    const response = await fetch(`${service.url}/siwx/demo/${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) })
    const text = await response.text()
    return { status: response.status, headers: response.headers, body: (text === '' ? undefined : JSON.parse(text)) as Record<string, unknown> }
  }
  /** A new account signed in: its session token. */
  const signIn = async (account: PrivateKeyAccount = privateKeyToAccount(generatePrivateKey())): Promise<string> => {
    const nonce = (await call('POST', 'nonces')).body.nonce as string
    const message = eip155Message(account.address, nonce)
    const signature = await account.signMessage({ message })
    const answer = await call('POST', 'sessions', { body: { data: { accountAddress: account.address, chainId, nonce }, message, signature } })
    expect(answer.status).toBe(200)
    return answer.body.token as string
  }
  const requestCode = (token: string, email: string, locale?: string) => call('POST', 'account/email/otp', { token, body: { email, ...(locale === undefined ? {} : { locale }) } })
  const confirm = (token: string, otp: string) => call('POST', 'account/email/otp/confirm', { token, body: { otp } })
  const codeTo = (email: string): string => {
    const code = /\b(\d{6})\b/.exec(mail.latestTo(email).text ?? '')?.[1]
    if (code === undefined) throw new Error(`No code in the latest message to ${email}`)
    return code
  }
  const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000')
  const account = async (token: string) => (await call('GET', 'account', { token })).body
  /** Moves the account's e-mail rate events an hour back, as if the 30-second cooldown had passed. */
  const pastCooldown = () => service.database.query("UPDATE frame_rate_events SET at = at - interval '1 hour' WHERE subject LIKE 'siwx-account:%' OR subject LIKE '%@example.com'")

  it('mails a code, and keeps the e-mail verified once the code is confirmed, once', async () => {
    const token = await signIn()
    expect(await requestCode(token, ' Ada@Example.com ')).toMatchObject({ status: 200, body: { email: 'ada@example.com' } })
    const message = mail.latestTo('ada@example.com')
    expect(message.subject).toBe('Confirm your new e-mail')
    const code = codeTo('ada@example.com')
    expect(message.html).toContain(`<strong>${code}</strong>`)
    expect(await account(token)).not.toHaveProperty('email')
    expect(await confirm(token, code)).toMatchObject({ status: 200, body: { email: 'ada@example.com', emailVerified: true } })
    expect(await account(token)).toMatchObject({ email: 'ada@example.com', emailVerified: true })
    expect(await confirm(token, code)).toMatchObject({ status: 400, body: { code: 'INVALID_CODE' } })
  })

  it('keeps only the HMAC of a code, never the code', async () => {
    const token = await signIn()
    await requestCode(token, 'hash@example.com')
    const code = codeTo('hash@example.com')
    const rows = await service.database.query<{ purpose: string; code_hmac: string }>("SELECT purpose, code_hmac FROM frame_codes WHERE purpose LIKE 'siwx-email:%'")
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.code_hmac))).toBe(true)
    expect(JSON.stringify(rows)).not.toContain(code)
  })

  it('locks the code at the fifth wrong try, and keeps no e-mail', async () => {
    const token = await signIn()
    await requestCode(token, 'bob@example.com')
    const code = codeTo('bob@example.com')
    for (let attempt = 1; attempt <= 4; attempt++) expect(await confirm(token, wrongFor(code))).toMatchObject({ status: 400, body: { code: 'INVALID_CODE' } })
    expect(await confirm(token, wrongFor(code))).toMatchObject({ status: 400, body: { code: 'CODE_LOCKED' } })
    expect(await confirm(token, code)).toMatchObject({ status: 400, body: { code: 'CODE_LOCKED' } })
    expect(await account(token)).not.toHaveProperty('email')
  })

  it('refuses a code past its ten minutes', async () => {
    const token = await signIn()
    await requestCode(token, 'cy@example.com')
    const code = codeTo('cy@example.com')
    await service.database.query("UPDATE frame_codes SET expires_at = now() - interval '1 second' WHERE purpose LIKE 'siwx-email:%' AND used_at IS NULL")
    expect(await confirm(token, code)).toMatchObject({ status: 400, body: { code: 'CODE_EXPIRED' } })
    expect(await account(token)).not.toHaveProperty('email')
  })

  it("refuses another account's code: a code verifies only the account that asked for it", async () => {
    const ada = await signIn()
    const eve = await signIn()
    await requestCode(ada, 'dee@example.com')
    const adasCode = codeTo('dee@example.com')
    expect(await confirm(eve, adasCode)).toMatchObject({ status: 400, body: { code: 'INVALID_CODE' } })
    await requestCode(eve, 'eve@example.com')
    const evesCode = codeTo('eve@example.com')
    if (evesCode !== adasCode) expect(await confirm(eve, adasCode)).toMatchObject({ status: 400, body: { code: 'INVALID_CODE' } })
    expect(await confirm(eve, evesCode)).toMatchObject({ status: 200, body: { email: 'eve@example.com' } })
    expect(await confirm(ada, adasCode)).toMatchObject({ status: 200, body: { email: 'dee@example.com' } })
    expect(await account(eve)).toMatchObject({ email: 'eve@example.com', emailVerified: true })
  })

  it('refuses a second code within 30 seconds (429, retry-after), and a newer code replaces the older and its e-mail', async () => {
    const token = await signIn()
    expect((await requestCode(token, 'first@example.com')).status).toBe(200)
    const first = codeTo('first@example.com')
    const early = await requestCode(token, 'second@example.com')
    expect(early).toMatchObject({ status: 429, body: { code: 'EMAIL_COOLDOWN' } })
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(mail.messagesTo('second@example.com')).toHaveLength(0)
    await pastCooldown()
    expect((await requestCode(token, 'second@example.com', 'fr')).status).toBe(200)
    expect(mail.latestTo('second@example.com').subject).toBe('Confirmez votre nouvel e-mail')
    const second = codeTo('second@example.com')
    if (first !== second) expect(await confirm(token, first)).toMatchObject({ status: 400, body: { code: 'INVALID_CODE' } })
    expect(await confirm(token, second)).toMatchObject({ status: 200, body: { email: 'second@example.com' } })
  })

  it('keeps an e-mail the host sets without a code as unverified', async () => {
    const token = await signIn()
    await requestCode(token, 'kept@example.com')
    await confirm(token, codeTo('kept@example.com'))
    expect(await account(token)).toMatchObject({ email: 'kept@example.com', emailVerified: true })
    expect((await call('PUT', 'account/email', { token, body: { email: 'typed@example.com' } })).status).toBe(200)
    expect(await account(token)).toMatchObject({ email: 'typed@example.com', emailVerified: false })
  })

  it('answers 401 without a live session, and 400 for a bad e-mail or code', async () => {
    expect(await call('POST', 'account/email/otp', { body: { email: 'x@example.com' } })).toMatchObject({ status: 401 })
    expect(await call('POST', 'account/email/otp/confirm', { token: 'a'.repeat(32), body: { otp: '123456' } })).toMatchObject({ status: 401 })
    const token = await signIn()
    expect(await requestCode(token, 'not an e-mail')).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } })
    expect(await confirm(token, '12345')).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } })
    expect(await confirm(token, '123456')).toMatchObject({ status: 400, body: { code: 'INVALID_CODE' } })
  })
})

describe('e-mail codes without a secure frame', () => {
  let service: Service

  beforeAll(async () => {
    service = await startService({ port: 0, config: { database: { memory: true }, projects: [{ id: 'demo', config: { features: [] }, allowedOrigins: [] }], chains: [] } })
  }, 120_000)

  afterAll(async () => {
    await service?.stop()
  })

  it('answers 501 NO_MAIL: the service has no SMTP server to mail them', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const post = async (path: string, body: unknown, token?: string) => {
      const response = await fetch(`${service.url}/siwx/demo/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) }, body: JSON.stringify(body) })
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }
    const { nonce } = (await post('nonces', {})).body as { nonce: string }
    const message = eip155Message(account.address, nonce)
    const signed = await post('sessions', { data: { accountAddress: account.address, chainId, nonce }, message, signature: await account.signMessage({ message }) })
    const token = signed.body.token as string
    expect(await post('account/email/otp', { email: 'x@example.com' }, token)).toMatchObject({ status: 501, body: { code: 'NO_MAIL' } })
    expect(await post('account/email/otp/confirm', { otp: '123456' }, token)).toMatchObject({ status: 501, body: { code: 'NO_MAIL' } })
  })
})
