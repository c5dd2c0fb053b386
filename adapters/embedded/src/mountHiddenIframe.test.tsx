import { afterEach, describe, expect, it, vi } from 'vitest'
import { embeddedWallet } from './embeddedWallet.ts'
import { recordingEmbeddedContext } from './testing/recordingEmbeddedContext.ts'

// happy-dom loads no frame page: the iframe is checked as an element, the requests are left waiting.
describe('the secure frame in a page', () => {
  afterEach(() => {
    vi.useRealTimers()
    document.body.replaceChildren()
  })

  it('is an iframe created on first need, hidden but loading, allowed passkeys and the clipboard, with the SPEC §7 query, removed on destroy', async () => {
    vi.useFakeTimers()
    const adapter = await embeddedWallet({ frameUrl: 'https://secure.example/frame?lang=en', enableLogger: true }).load(recordingEmbeddedContext())
    expect(document.querySelector('iframe')).toBeNull()
    const answer = adapter.connectEmail('ada@example.com').catch((error: unknown) => error)
    const iframes = document.querySelectorAll('iframe')
    expect(iframes).toHaveLength(1)
    const iframe = iframes[0] as HTMLIFrameElement
    expect(iframe.title).toBe('Portico secure frame')
    expect(iframe.getAttribute('allow')).toBe('publickey-credentials-create; publickey-credentials-get; clipboard-write')
    expect(iframe.getAttribute('aria-hidden')).toBe('true')
    expect(iframe.tabIndex).toBe(-1)
    expect(iframe.style.display).not.toBe('none')
    expect(iframe.style.width).toBe('0px')
    const src = new URL(iframe.src)
    expect(src.origin + src.pathname).toBe('https://secure.example/frame')
    // The app's locale: here the page sets no <html lang>, so the browser's first language.
    expect(navigator.languages[0]).toBeTruthy()
    expect(Object.fromEntries(src.searchParams)).toEqual({ lang: 'en', projectId: 'test-project', chainId: '1', version: '4', enableLogger: 'true', locale: navigator.languages[0] })
    void adapter.getFarcasterUri().catch(() => undefined)
    expect(document.querySelectorAll('iframe')).toHaveLength(1)
    adapter.destroy()
    await expect(answer).resolves.toMatchObject({ code: 'FRAME_CLOSED' })
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('is created at load when an e-mail login was used before', async () => {
    const adapter = await embeddedWallet({ frameUrl: 'https://secure.example/' }).load(recordingEmbeddedContext(undefined, { emailLoginUsed: true }))
    expect(document.querySelectorAll('iframe[title="Portico secure frame"]')).toHaveLength(1)
    adapter.destroy()
  })
})
