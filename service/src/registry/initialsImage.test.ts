import { describe, expect, it } from 'vitest'
import { initialsImage } from './initialsImage.ts'

describe('initialsImage', () => {
  it('draws the tile and the initials only: no dot that reads as a notification badge (issue 34)', () => {
    const svg = initialsImage({ id: 'wallet-1', name: 'Harbor Wallet' })
    const elements = [...svg.matchAll(/<(\w+)/g)].map((match) => match[1])
    expect(elements).toEqual(['svg', 'rect', 'text'])
    expect(svg).toContain('>HW</text>')
  })

  it('takes the first two letters of a one-word name, with markup characters left out', () => {
    expect(initialsImage({ id: 'w', name: 'Amber' })).toContain('>Am</text>')
    expect(initialsImage({ id: 'w', name: '<b' })).toContain('>b</text>')
  })
})
