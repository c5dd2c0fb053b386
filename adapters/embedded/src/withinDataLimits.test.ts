import * as t from 'io-ts'
import { decode } from '@portico/kernel/extend'
import { describe, expect, it } from 'vitest'
import { withinDataLimits } from './withinDataLimits.ts'

const Anything = withinDataLimits(t.unknown)
const limited = withinDataLimits(t.unknown, { maxDepth: 3, maxValues: 10, maxStringLength: 5 })

function nested(depth: number): unknown {
  let value: unknown = 'leaf'
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { next: value }
  return value
}

describe('withinDataLimits', () => {
  it('lets plain JSON-like data through to the wrapped codec', () => {
    const data = { a: [1, 'two', null, true, { b: undefined }], c: Object.assign(Object.create(null) as object, { d: 1 }) }
    expect(decode(Anything, data)).toEqual({ ok: true, value: data })
    expect(decode(withinDataLimits(t.string), 5).ok).toBe(false)
  })

  it('refuses prototype-pollution keys at any depth', () => {
    expect(decode(Anything, JSON.parse('{"a":{"__proto__":{"polluted":true}}}'))).toEqual({ ok: false, error: 'value: refused: the key "__proto__"' })
    expect(decode(Anything, { constructor: { prototype: { polluted: true } } })).toEqual({ ok: false, error: 'value: refused: the key "constructor"' })
    expect(decode(Anything, [{ prototype: 1 }]).ok).toBe(false)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('refuses what is not plain data', () => {
    for (const value of [new Date(0), new Map(), /x/, new Uint8Array(2), () => 1, 1n, Symbol('s'), Number.NaN, Infinity, { a: new Set() }]) {
      expect(decode(Anything, value).ok, String(typeof value)).toBe(false)
    }
  })

  it('refuses deep nesting and cycles without overflowing the stack', () => {
    expect(decode(Anything, nested(32)).ok).toBe(true)
    expect(decode(Anything, nested(33))).toEqual({ ok: false, error: 'value: refused: values nested deeper than 32' })
    expect(decode(Anything, nested(1_000_000)).ok).toBe(false)
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(decode(Anything, cyclic)).toEqual({ ok: false, error: 'value: refused: values nested deeper than 32' })
  })

  it('refuses too many values, shared branches counted each time, and huge strings', () => {
    expect(decode(limited, [1, 2, 3]).ok).toBe(true)
    expect(decode(limited, Array.from({ length: 10 }, () => 1))).toEqual({ ok: false, error: 'value: refused: more than 10 values' })
    let shared: unknown = 'x'
    for (let level = 0; level < 30; level += 1) shared = [shared, shared]
    expect(decode(Anything, shared)).toEqual({ ok: false, error: 'value: refused: more than 100000 values' })
    expect(decode(limited, 'abcde').ok).toBe(true)
    expect(decode(limited, ['abcdef'])).toEqual({ ok: false, error: 'value: refused: a string longer than 5 characters' })
    expect(decode(limited, nested(4)).ok).toBe(false)
  })

  it('keeps the wrapped codec\'s name and checks `is` the same way', () => {
    expect(withinDataLimits(t.string).name).toBe('string')
    expect(Anything.is({ ok: 1 })).toBe(true)
    expect(Anything.is(JSON.parse('{"__proto__":1}'))).toBe(false)
  })
})
