import * as t from 'io-ts'
import { describe, expect, it } from 'vitest'
import { decode } from './decode.ts'

const Codec = t.type({ name: t.string, items: t.array(t.type({ id: t.union([t.number, t.string]) })) })

describe('decode', () => {
  it('returns the value when it passes', () => {
    expect(decode(Codec, { name: 'a', items: [{ id: 1 }] })).toEqual({ ok: true, value: { name: 'a', items: [{ id: 1 }] } })
  })

  it('names the path, the expected type and the value that failed', () => {
    const result = decode(Codec, { name: 3, items: [{ id: true }] })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error).toContain('name: expected string, got 3')
    expect(result.error).toContain('items.0.id: expected (number | string), got true')
  })

  it('describes an absent value', () => {
    const result = decode(Codec, { items: [] })
    expect(result).toEqual({ ok: false, error: 'name: expected string, got undefined' })
  })
})
