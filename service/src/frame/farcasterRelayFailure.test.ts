import { randomBytes } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startFarcasterRelayStandIn } from './testing/startFarcasterRelayStandIn.ts'
import type { FarcasterRelayStandIn } from './testing/startFarcasterRelayStandIn.ts'
import { startTestFrame } from './testing/startTestFrame.ts'
import type { TestFrame } from './testing/startTestFrame.ts'

const appOrigin = 'https://app.example.com'
const relayTimeoutMs = 1_000

describe('the secure frame\'s Farcaster login when the relay fails: a clear 502 FARCASTER_RELAY_FAILED, never a hang', () => {
  let relay: FarcasterRelayStandIn
  let test: TestFrame

  beforeAll(async () => {
    relay = await startFarcasterRelayStandIn()
    test = await startTestFrame({ memory: true }, { farcaster: { relayUrl: relay.url, relayTimeoutMs } })
  }, 60_000)

  afterEach(() => relay.failWith(undefined))

  afterAll(async () => {
    await test?.stop()
    await relay?.stop()
  })

  const start = () => test.call('POST', '/api/farcaster/start', { body: { appOrigin } })
  const status = (channel: string) => test.call('POST', '/api/farcaster/status', { body: { channel, appOrigin, deviceId: randomBytes(16).toString('hex') } })

  it('a relay answering 502 Bad Gateway (an HTML page, or JSON) to the start: the frame answers 502 FARCASTER_RELAY_FAILED saying why', async () => {
    relay.failWith('html 502')
    expect(await start()).toMatchObject({ status: 502, body: { code: 'FARCASTER_RELAY_FAILED', error: expect.stringMatching(/^The Farcaster relay failed: .*not valid JSON/) } })
    relay.failWith('json 502')
    expect(await start()).toMatchObject({ status: 502, body: { code: 'FARCASTER_RELAY_FAILED', error: 'The Farcaster relay failed: it answered HTTP 502' } })
  })

  it('a relay that starts answering 502 while the page polls: the status answers 502, and answers again once the relay is back', async () => {
    const started = await start()
    expect(started.status).toBe(200)
    const channel = String(started.body.channel)
    relay.failWith('json 502')
    expect(await status(channel)).toMatchObject({ status: 502, body: { code: 'FARCASTER_RELAY_FAILED', error: 'The Farcaster relay failed: it answered HTTP 502' } })
    relay.failWith('html 502')
    expect(await status(channel)).toMatchObject({ status: 502, body: { code: 'FARCASTER_RELAY_FAILED', error: expect.stringMatching(/^The Farcaster relay failed: .*not valid JSON/) } })
    relay.failWith(undefined)
    expect(await status(channel)).toMatchObject({ status: 200, body: { approved: false } })
  })

  it('a relay that never answers: the start and the status fail after the configured relay timeout', async () => {
    const started = await start()
    const channel = String(started.body.channel)
    relay.failWith('hang')
    expect(await start()).toMatchObject({ status: 502, body: { code: 'FARCASTER_RELAY_FAILED', error: `The Farcaster relay failed: no answer within ${relayTimeoutMs} ms` } })
    expect(await status(channel)).toMatchObject({ status: 502, body: { code: 'FARCASTER_RELAY_FAILED', error: `The Farcaster relay failed: no answer within ${relayTimeoutMs} ms` } })
  })
})
