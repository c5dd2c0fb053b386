import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import type { Service } from '../Service.ts'
import { startService } from '../startService.ts'
import { startMailCatcher } from './testing/startMailCatcher.ts'

const project = { id: 'demo', config: { features: [] }, allowedOrigins: ['https://app.example.com'] }
const smtp = { host: '127.0.0.1', port: 2525, from: 'login@portico.test' }

describe('startService with a secureFrame section', () => {
  let service: Service | undefined

  afterEach(async () => {
    await service?.stop()
    service = undefined
    delete process.env.PORTICO_FRAME_KEK
  })

  it('serves the frame on its own port, with the key from PORTICO_FRAME_KEK, and stops it with the service', async () => {
    const mail = await startMailCatcher()
    try {
      process.env.PORTICO_FRAME_KEK = `env-key:${randomBytes(32).toString('base64')}`
      service = await startService({ port: 0, config: { database: { memory: true }, projects: [project], chains: [], secureFrame: { port: 0, smtp: { ...smtp, port: mail.port } } } })
      const frameUrl = service.frameUrl ?? ''
      expect(frameUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(frameUrl).not.toBe(service.url)
      const start = await fetch(`${frameUrl}/api/email/start`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'kim@example.com', deviceId: randomBytes(16).toString('hex') }) })
      expect(await start.json()).toEqual({ action: 'VERIFY_OTP' })
      expect(mail.latestTo('kim@example.com').subject).toBe('Your login code')
      expect((await fetch(`${service.url}/api/email/start`, { method: 'POST' })).status).not.toBe(200)
      await service.stop()
      service = undefined
      await expect(fetch(`${frameUrl}/api/session`)).rejects.toThrow()
    } finally {
      await mail.stop()
    }
  }, 120_000)

  it('has no frame without the section', async () => {
    service = await startService({ port: 0, config: { database: { memory: true }, projects: [project], chains: [] } })
    expect(service.frameUrl).toBeUndefined()
  }, 120_000)

  const config = (secureFrame: unknown) => ({ database: { memory: true }, projects: [project], chains: [], secureFrame })

  it('refuses a bad section naming the field', async () => {
    await expect(startService({ port: 0, config: config({ port: '4200', smtp }) })).rejects.toThrow(/secureFrame\.port: expected number, got "4200"/)
    await expect(startService({ port: 0, config: config({ port: 0, smtp: { host: 'mail' } }) })).rejects.toThrow(/secureFrame\.smtp\.port/)
  }, 120_000)

  it('refuses a missing or short key-encryption key', async () => {
    await expect(startService({ port: 0, config: config({ port: 0, smtp }) })).rejects.toThrow(/secureFrame\.keyEncryptionKeys: expected at least one key/)
    await expect(startService({ port: 0, config: config({ port: 0, smtp, keyEncryptionKeys: [{ id: 'short', key: randomBytes(16).toString('base64') }] }) })).rejects.toThrow(/secureFrame\.keyEncryptionKeys\.0: expected an id and a 32-byte key/)
  }, 180_000)

  it('stops the service when the frame port is taken', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve()))
    const port = (blocker.address() as { port: number }).port
    try {
      const keyEncryptionKeys = [{ id: 'k', key: randomBytes(32).toString('base64') }]
      await expect(startService({ port: 0, config: { database: { memory: true }, projects: [project], chains: [], secureFrame: { port, smtp, keyEncryptionKeys } } })).rejects.toThrow(/EADDRINUSE/)
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  }, 120_000)
})
