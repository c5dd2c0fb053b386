import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestFrame } from './testing/startTestFrame.ts'
import type { TestFrame } from './testing/startTestFrame.ts'

describe('GET /frame-config.json', () => {
  let test: TestFrame

  beforeAll(async () => {
    test = await startTestFrame({ memory: true })
  }, 60_000)

  afterAll(async () => {
    await test?.stop()
  })

  it("answers the service's chains and the project's allowed app origins", async () => {
    const answer = await test.call('GET', '/frame-config.json?projectId=demo')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      chains: { '31337': 'http://127.0.0.1:8545' },
      smartAccounts: {},
      solanaRpcUrl: null,
      allowedAppOrigins: ['https://app.example.com', 'http://localhost'],
    })
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors https://app.example.com http://localhost:*")
  })

  it('names no app origin for an unknown project or none given', async () => {
    expect((await test.call('GET', '/frame-config.json?projectId=nobody')).body.allowedAppOrigins).toEqual([])
    expect((await test.call('GET', '/frame-config.json')).body.allowedAppOrigins).toEqual([])
  })
})
