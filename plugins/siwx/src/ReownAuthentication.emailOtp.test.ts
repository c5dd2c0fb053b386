import { randomBytes } from 'node:crypto'
import { startService } from '@portico/service'
import type { Service } from '@portico/service'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailbox } from '../../../tests/harness/startMailbox.ts'
import type { Mailbox } from '../../../tests/harness/startMailbox.ts'
import { memoryStorage } from './memoryStorage.ts'
import { ReownAuthentication } from './ReownAuthentication.ts'

describe("ReownAuthentication's requestEmailOtp and confirmEmailOtp against a started @portico/service and a real SMTP catcher", { timeout: 60_000 }, () => {
  let service: Service
  let mailbox: Mailbox

  beforeAll(async () => {
    mailbox = await startMailbox()
    service = await startService({
      port: 0,
      config: {
        database: { memory: true },
        projects: [{ id: 'demo', config: { features: [] }, allowedOrigins: [] }],
        chains: [],
        secureFrame: { port: 0, smtp: { host: '127.0.0.1', port: mailbox.port, from: 'login@portico.test' }, keyEncryptionKeys: [{ id: 'k1', key: randomBytes(32).toString('base64') }] },
      },
    })
  }, 120_000)

  afterAll(async () => {
    await service?.stop()
    await mailbox?.stop()
  })

  const authentication = (storage = memoryStorage()) =>
    new ReownAuthentication({ projectServiceUrl: service.url, projectId: 'demo', domain: 'app.example.com', uri: 'https://app.example.com/', storage })
  const signedIn = async (storage = memoryStorage()) => {
    const account = privateKeyToAccount(generatePrivateKey())
    const siwx = authentication(storage)
    const message = await siwx.createMessage({ chainId: 'eip155:1', accountAddress: account.address })
    await siwx.addSession({ data: { ...message }, message: message.toString(), signature: await account.signMessage({ message: message.toString() }) })
    return siwx
  }
  const codeTo = (email: string): string => {
    const code = mailbox.latestCode(email)
    if (code === undefined) throw new Error(`No code mailed to ${email}`)
    return code
  }
  const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000')

  it('verifies the e-mail by the mailed code and keeps it on the account, seen after a reload', async () => {
    const storage = memoryStorage()
    const siwx = await signedIn(storage)
    expect(await siwx.requestEmailOtp({ email: 'Ada@Example.com' })).toEqual({ email: 'ada@example.com' })
    expect(mailbox.messagesTo('ada@example.com').at(-1)?.subject).toBe('Confirm your new e-mail')
    const code = codeTo('ada@example.com')
    await expect(siwx.confirmEmailOtp({ code: wrongFor(code) })).rejects.toMatchObject({ code: 'SIWX_INVALID_CODE' })
    expect((await siwx.getSessionAccount()).email).toBeUndefined()
    await siwx.confirmEmailOtp({ code })
    expect(await authentication(storage).getSessionAccount()).toMatchObject({ email: 'ada@example.com', emailVerified: true })
    await expect(siwx.confirmEmailOtp({ code })).rejects.toMatchObject({ code: 'SIWX_INVALID_CODE' })
  })

  it('asks nothing of the service when signed out', async () => {
    const before = mailbox.messages().length
    await expect(authentication().requestEmailOtp({ email: 'nobody@example.com' })).rejects.toMatchObject({ code: 'SIWX_NOT_AUTHENTICATED' })
    await expect(authentication().confirmEmailOtp({ code: '123456' })).rejects.toMatchObject({ code: 'SIWX_NOT_AUTHENTICATED' })
    expect(mailbox.messages()).toHaveLength(before)
  })

  it('tells a code locked at the fifth wrong try, and a second code asked for within 30 seconds', async () => {
    const siwx = await signedIn()
    await siwx.requestEmailOtp({ email: 'bob@example.com', locale: 'de' })
    expect(mailbox.messagesTo('bob@example.com').at(-1)?.subject).toBe('Neue E-Mail bestätigen')
    const code = codeTo('bob@example.com')
    for (let attempt = 1; attempt <= 4; attempt++) await expect(siwx.confirmEmailOtp({ code: wrongFor(code) })).rejects.toMatchObject({ code: 'SIWX_INVALID_CODE' })
    await expect(siwx.confirmEmailOtp({ code: wrongFor(code) })).rejects.toMatchObject({ code: 'SIWX_CODE_LOCKED' })
    await expect(siwx.confirmEmailOtp({ code })).rejects.toMatchObject({ code: 'SIWX_CODE_LOCKED' })
    await expect(siwx.requestEmailOtp({ email: 'bob@example.com' })).rejects.toMatchObject({ code: 'SIWX_EMAIL_RATE_LIMITED' })
    expect((await siwx.getSessionAccount()).email).toBeUndefined()
  })
})
