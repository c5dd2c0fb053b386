import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { adoptStyleSheet } from './adoptStyleSheet.ts'

const textOf = (sheet: CSSStyleSheet | undefined) => [...(sheet?.cssRules ?? [])].map((rule) => rule.cssText).join(' ')

// A page of its own per test: what Portico adopted into one is remembered for that page.
let page: Document
beforeEach(() => {
  page = document.implementation.createHTMLDocument()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('adoptStyleSheet', () => {
  it('adopts constructable stylesheets, the modal’s ahead of the parts’, the page’s own kept first, and writes no <style>', () => {
    const pages = new CSSStyleSheet()
    page.adoptedStyleSheets = [pages]
    adoptStyleSheet(page, 'send', '.pc-send { color: red; }')
    adoptStyleSheet(page, '', '.pc-root { all: initial; }')
    adoptStyleSheet(page, 'swaps', '.pc-swaps { color: blue; }')
    expect(page.adoptedStyleSheets.map(textOf)).toEqual(['', '.pc-root { all: initial; }', '.pc-send { color: red; }', '.pc-swaps { color: blue; }'])
    expect(page.adoptedStyleSheets[0]).toBe(pages)
    expect(page.querySelectorAll('style')).toHaveLength(0)
  })

  it('updates a sheet in place when its text changes, and adopts it once', () => {
    adoptStyleSheet(page, 'send', '.a { color: red; }')
    const [sheet] = page.adoptedStyleSheets
    adoptStyleSheet(page, 'send', '.a { color: blue; }')
    expect(page.adoptedStyleSheets).toEqual([sheet])
    expect(textOf(sheet)).toBe('.a { color: blue; }')
  })

  it('adopts its sheets again when the page replaced the list meanwhile', () => {
    adoptStyleSheet(page, '', '.pc-root { all: initial; }')
    const hosts = new CSSStyleSheet()
    page.adoptedStyleSheets = [hosts]
    adoptStyleSheet(page, 'send', '.a { color: red; }')
    expect(page.adoptedStyleSheets.map(textOf)).toEqual(['', '.pc-root { all: initial; }', '.a { color: red; }'])
  })

  it('styles a shadow root apart from the page', () => {
    const host = page.createElement('div')
    const shadow = host.attachShadow({ mode: 'open' })
    adoptStyleSheet(shadow, '', ':host { display: inline-block; }')
    expect(shadow.adoptedStyleSheets.map(textOf)).toEqual([':host { display: inline-block; }'])
    expect(page.adoptedStyleSheets).toEqual([])
  })

  it('falls back to <style> elements where constructable stylesheets do not exist, the modal’s ahead of a part’s', () => {
    vi.stubGlobal('CSSStyleSheet', undefined)
    adoptStyleSheet(page, 'send', '.a { color: red; }')
    adoptStyleSheet(page, '', '.pc-root { all: initial; }')
    adoptStyleSheet(page, 'send', '.a { color: blue; }')
    const styles = [...page.head.querySelectorAll('style')]
    expect(styles.map((style) => [style.getAttribute('data-portico'), style.getAttribute('data-portico-part'), style.textContent])).toEqual([
      ['', null, '.pc-root { all: initial; }'],
      [null, 'send', '.a { color: blue; }'],
    ])
  })
})
