import { describe, expect, it } from 'vitest'
import { walletLink } from './walletLink.ts'

const uri = 'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000300'
const encoded = encodeURIComponent(uri)

describe('walletLink', () => {
  it('builds a deep link from a custom scheme, however the registry wrote it', () => {
    for (const mobile_link of ['rainbow://', 'rainbow:', 'rainbow:///', ' rainbow:// ']) {
      expect(walletLink({ mobile_link }, uri), mobile_link).toBe(`rainbow://wc?uri=${encoded}`)
    }
  })

  it('builds a universal link from an https link, with or without its trailing slash or a path', () => {
    expect(walletLink({ mobile_link: 'https://metamask.app.link' }, uri)).toBe(`https://metamask.app.link/wc?uri=${encoded}`)
    expect(walletLink({ mobile_link: 'https://metamask.app.link/' }, uri)).toBe(`https://metamask.app.link/wc?uri=${encoded}`)
    expect(walletLink({ mobile_link: 'https://wallet.example/app' }, uri)).toBe(`https://wallet.example/app/wc?uri=${encoded}`)
  })

  it('encodes the whole pairing URI, so its own query stays inside uri=', () => {
    const link = walletLink({ mobile_link: 'https://metamask.app.link' }, uri) as string
    expect(new URL(link).searchParams.get('uri')).toBe(uri)
    expect([...new URL(link).searchParams.keys()]).toEqual(['uri'])
  })

  it('uses the chosen link: mobile by default, desktop or web app when asked', () => {
    const wallet = { mobile_link: 'zerion://', desktop_link: 'zerion-desktop://', webapp_link: 'https://app.zerion.example' }
    expect(walletLink(wallet, uri)).toBe(`zerion://wc?uri=${encoded}`)
    expect(walletLink(wallet, uri, 'desktop')).toBe(`zerion-desktop://wc?uri=${encoded}`)
    expect(walletLink(wallet, uri, 'webapp')).toBe(`https://app.zerion.example/wc?uri=${encoded}`)
  })

  it('is undefined without the chosen link, and for an unsafe one', () => {
    expect(walletLink({}, uri)).toBeUndefined()
    expect(walletLink({ mobile_link: null, desktop_link: 'app://' }, uri)).toBeUndefined()
    expect(walletLink({ mobile_link: '   ' }, uri)).toBeUndefined()
    for (const mobile_link of ['javascript:alert(1)//', 'javascript://', 'data:text/html,x', 'vbscript:', 'file:///tmp/', 'java\tscript://']) {
      expect(walletLink({ mobile_link }, uri), mobile_link).toBeUndefined()
    }
  })
})
