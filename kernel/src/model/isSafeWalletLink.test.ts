import { describe, expect, it } from 'vitest'
import { isSafeWalletLink } from './isSafeWalletLink.ts'

describe('isSafeWalletLink', () => {
  it('accepts http(s) links with a host and plain custom app schemes', () => {
    for (const url of ['https://metamask.app.link/wc?uri=wc%3Aab', 'http://127.0.0.1:8556/wc?uri=x', 'metamask://wc?uri=x', 'rainbow:', 'my-wallet+v2.app://open']) {
      expect(isSafeWalletLink(url), url).toBe(true)
    }
  })

  it('refuses javascript:, data:, vbscript:, file: and the like, whatever their case', () => {
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'file:///etc/passwd', 'blob:https://a.example/1', 'about:blank', 'filesystem:https://a.example/x']) {
      expect(isSafeWalletLink(url), url).toBe(false)
    }
  })

  it('refuses links with spaces or control characters, which browsers drop inside a scheme', () => {
    for (const url of [' javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)', 'metamask://wc?uri=a b', '\u0000metamask://']) {
      expect(isSafeWalletLink(url), JSON.stringify(url)).toBe(false)
    }
  })

  it('refuses what has no scheme, a scheme not starting with a letter, and http(s) without a host', () => {
    for (const url of ['', 'metamask', '//evil.example/wc', '/wc?uri=x', '1app://x', '-app://x', 'https://', 'http:///path']) {
      expect(isSafeWalletLink(url), url).toBe(false)
    }
  })
})
