import { afterEach, describe, expect, it, vi } from 'vitest'
import { frameMessageId } from './frameMessageId.ts'
import { MessageId } from './MessageId.ts'

describe('frameMessageId', () => {
  afterEach(() => vi.restoreAllMocks())

  it('makes base-36 ids that MessageId accepts, all different', () => {
    const ids = Array.from({ length: 2000 }, () => frameMessageId())
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-z]{10,16}$/)
      expect(MessageId.is(id)).toBe(true)
    }
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('takes its randomness from crypto.getRandomValues, one digit per byte below 252', () => {
    const getRandomValues = vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      const bytes = array as unknown as Uint8Array
      bytes.set([0, 1, 35, 36, 71, 251, 252, 255, 10, 11, 12, 13, 14, 15, 16, 17])
      return array
    })
    expect(frameMessageId()).toBe('01z0zz' + 'abcdefgh')
    expect(getRandomValues).toHaveBeenCalledOnce()
  })
})
