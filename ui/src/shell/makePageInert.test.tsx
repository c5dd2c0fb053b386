import { afterEach, describe, expect, it } from 'vitest'
import { makePageInert } from './makePageInert.ts'

describe('makePageInert', () => {
  afterEach(() => document.body.replaceChildren())

  it('makes every other child of body inert but one marked data-portico-overlay (the secure frame shown over the modal), and undoes exactly that', () => {
    const modal = document.createElement('div')
    const dialog = document.createElement('section')
    modal.append(dialog)
    const page = document.createElement('main')
    const overlay = document.createElement('iframe')
    overlay.setAttribute('data-portico-overlay', '')
    document.body.append(page, modal, overlay)
    const undo = makePageInert(dialog)
    expect(page.hasAttribute('inert')).toBe(true)
    expect(modal.hasAttribute('inert')).toBe(false)
    expect(overlay.hasAttribute('inert')).toBe(false)
    undo()
    expect(page.hasAttribute('inert')).toBe(false)
  })
})
