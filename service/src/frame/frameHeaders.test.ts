import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestFrame } from './testing/startTestFrame.ts'
import type { TestFrame } from './testing/startTestFrame.ts'

/** A GET sent with its path exactly as written (fetch would resolve `..` before sending). */
function rawGet(url: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url)
    const outgoing = request({ host: target.hostname, port: target.port, path, method: 'GET' }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

describe('the secure frame origin headers and page', () => {
  let test: TestFrame
  let directory: string

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'portico-frame-page-'))
    mkdirSync(join(directory, 'page', 'assets'), { recursive: true })
    writeFileSync(join(directory, 'page', 'index.html'), '<!doctype html><title>frame</title><script type="module" src="/assets/frame.js"></script>')
    writeFileSync(join(directory, 'page', 'assets', 'frame.js'), 'export {}')
    writeFileSync(join(directory, 'page', 'oauth-callback.html'), '<!doctype html><title>callback</title>')
    writeFileSync(join(directory, 'secret.txt'), 'outside the page')
    test = await startTestFrame({ memory: true }, { pageDir: join(directory, 'page') })
  }, 60_000)

  afterAll(async () => {
    await test?.stop()
    rmSync(directory, { recursive: true, force: true })
  })

  it('serves the page with a strict CSP whose frame-ancestors are the project allowed origins', async () => {
    const response = await fetch(`${test.frame.url}/?projectId=demo&chainId=31337`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<title>frame</title>')
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const csp = response.headers.get('content-security-policy') ?? ''
    const directives = new Map(csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]))
    expect(directives.get('default-src')).toEqual(["'self'"])
    expect(directives.get('script-src')).toEqual(["'self'"])
    expect(directives.get('style-src')).toEqual(["'self'"])
    expect(directives.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:8545'])
    expect(directives.get('frame-ancestors')).toEqual(['https://app.example.com', 'http://localhost:*'])
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups')
    const script = await fetch(`${test.frame.url}/assets/frame.js`)
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(script.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  it("answers frame-ancestors 'none' for an unknown project, a project without origins and no project", async () => {
    await test.database.query("INSERT INTO projects (id, config, allowed_origins) VALUES ('open', '{\"features\":[]}'::jsonb, '[]'::jsonb)")
    for (const query of ['?projectId=unknown', '?projectId=open', '']) {
      const response = await fetch(`${test.frame.url}/${query}`)
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none';")
    }
    const api = await fetch(`${test.frame.url}/api/session`)
    expect(api.status).toBe(401)
    expect(api.headers.get('content-security-policy')).toContain("frame-ancestors 'none';")
    expect(api.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('keeps an origin pattern from injecting a CSP directive', async () => {
    await test.database.query("INSERT INTO projects (id, config, allowed_origins) VALUES ('evil', '{\"features\":[]}'::jsonb, $1::jsonb)", [JSON.stringify(["https://a.example; script-src 'unsafe-inline'", 'https://b.example'])])
    const csp = (await fetch(`${test.frame.url}/?projectId=evil`)).headers.get('content-security-policy') ?? ''
    expect(csp).toContain('frame-ancestors https://b.example;')
    expect(csp).not.toContain('unsafe-inline')
  })

  it("serves the social login's callback with the frame's CSP but an opener policy that keeps the popup's opener (the app) reachable", async () => {
    const response = await fetch(`${test.frame.url}/oauth/callback?code=c&state=s`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<title>callback</title>')
    expect(response.headers.get('cross-origin-opener-policy')).toBe('unsafe-none')
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
  })

  it('refuses paths that leave the page directory', async () => {
    expect((await rawGet(test.frame.url, '/assets/frame.js')).status).toBe(200)
    for (const path of ['/../secret.txt', '/assets/../../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/..%5c..%5csecret.txt', `/${encodeURIComponent(join(directory, 'secret.txt'))}`]) {
      const answer = await rawGet(test.frame.url, path)
      expect(answer.status, path).toBe(404)
      expect(answer.body).not.toContain('outside the page')
    }
  })
})
