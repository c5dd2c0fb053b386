import { describe, expect, it } from 'vitest'
import { collectionInitials } from './collectionInitials.ts'

describe('collectionInitials', () => {
  it('takes the first letters of two words, or the first two letters of one', () => {
    expect(collectionInitials('Portico Punks')).toBe('PP')
    expect(collectionInitials('azuki')).toBe('AZ')
    expect(collectionInitials('  the-red  ')).toBe('TR')
    expect(collectionInitials('')).toBe('?')
  })
})
