import { describe, expect, it } from 'vitest'
import { popupResultOrigin } from './popupResultOrigin.ts'

describe('popupResultOrigin', () => {
  it("is the redirect's origin: the deployed frame's callback answers from the frame origin, not the provider's", () => {
    const authorization = new URL('https://accounts.google.example/o/oauth2/auth?client_id=c&redirect_uri=https%3A%2F%2Fframe.host.example%2Foauth%2Fcallback&state=s')
    expect(popupResultOrigin(authorization)).toBe('https://frame.host.example')
  })

  it("is the authorization URL's origin when it names no redirect, or one that is not http(s)", () => {
    expect(popupResultOrigin(new URL('http://127.0.0.1:8557/oauth/authorize'))).toBe('http://127.0.0.1:8557')
    expect(popupResultOrigin(new URL('https://id.example/auth?redirect_uri=javascript%3Aalert(1)'))).toBe('https://id.example')
    expect(popupResultOrigin(new URL('https://id.example/auth?redirect_uri=not%20a%20url'))).toBe('https://id.example')
  })
})
