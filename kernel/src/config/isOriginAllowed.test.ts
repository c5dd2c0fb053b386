import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed.ts'

describe('isOriginAllowed', () => {
  it('allows an origin listed exactly, and no other', () => {
    expect(isOriginAllowed('https://app.example.com', ['https://app.example.com'])).toBe(true)
    expect(isOriginAllowed('https://evil.example.net', ['https://app.example.com'])).toBe(false)
  })

  it('checks the scheme when the pattern has one', () => {
    expect(isOriginAllowed('http://app.example.com', ['https://app.example.com'])).toBe(false)
    expect(isOriginAllowed('http://app.example.com', ['app.example.com'])).toBe(true)
  })

  it('matches subdomains with a leading *., but not the domain itself nor a look-alike', () => {
    expect(isOriginAllowed('https://a.example.com', ['*.example.com'])).toBe(true)
    expect(isOriginAllowed('https://a.b.example.com', ['https://*.example.com'])).toBe(true)
    expect(isOriginAllowed('https://example.com', ['*.example.com'])).toBe(false)
    expect(isOriginAllowed('https://badexample.com', ['*.example.com'])).toBe(false)
  })

  it('matches localhost and 127.0.0.1 on any port', () => {
    expect(isOriginAllowed('http://localhost:5173', ['localhost'])).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1:4100', ['http://127.0.0.1'])).toBe(true)
    expect(isOriginAllowed('http://127.0.0.2:4100', ['127.0.0.1'])).toBe(false)
  })

  it('needs the port to match on other hosts', () => {
    expect(isOriginAllowed('https://app.example.com:8443', ['app.example.com'])).toBe(false)
    expect(isOriginAllowed('https://app.example.com:8443', ['app.example.com:8443'])).toBe(true)
    expect(isOriginAllowed('https://app.example.com', ['https://app.example.com:443'])).toBe(true)
  })

  it('ignores case, spaces and a trailing slash in patterns', () => {
    expect(isOriginAllowed('https://app.example.com', [' HTTPS://App.Example.com/ '])).toBe(true)
  })

  it('sets no restriction with an empty list, and refuses an origin that is not one', () => {
    expect(isOriginAllowed('https://anything.example', [])).toBe(true)
    expect(isOriginAllowed('null', ['localhost'])).toBe(false)
  })
})
