import type { FrameMessageEvent } from '../FrameEndpoint.ts'
import { mulberry32 } from './mulberry32.ts'

/** The kinds of hostile or broken message the fuzzer makes. */
export type FuzzCategory =
  | 'random-json'
  | 'mutated-field'
  | 'unknown-type'
  | 'huge-string'
  | 'pollution-key'
  | 'foreign-origin'
  | 'foreign-source'
  | 'non-object'
  | 'deep-nesting'

/** What the fuzzer needs to know about the side it attacks. */
export interface FrameFuzzerOptions {
  seed: number
  /** Valid messages of the direction the side receives. */
  samples: readonly object[]
  /** Valid messages of the other direction: the side must not take them either. */
  foreignSamples: readonly object[]
  /** The origin and source the side trusts. */
  origin: string
  source: unknown
}

/** One fuzzed event and the kind it is. */
export interface FuzzEvent {
  category: FuzzCategory
  event: FrameMessageEvent
}

type Path = Array<string | number>

const categories: FuzzCategory[] = [
  'random-json',
  'mutated-field',
  'unknown-type',
  'huge-string',
  'pollution-key',
  'foreign-origin',
  'foreign-source',
  'non-object',
  'deep-nesting',
]
// One string past the 1,000,000-character limit, shared by every message that carries it.
const hugeString = 'x'.repeat(1_000_001)

/** A deterministic generator of malformed, mistyped and foreign frame messages. */
export class FrameFuzzer {
  private readonly random: () => number
  private readonly options: FrameFuzzerOptions

  constructor(options: FrameFuzzerOptions) {
    this.options = options
    this.random = mulberry32(options.seed)
  }

  /** The next fuzzed event, cycling through every category in a seeded order. */
  next(): FuzzEvent {
    const category = this.pick(categories)
    const trusted = (data: unknown): FuzzEvent => ({ category, event: { data, origin: this.options.origin, source: this.options.source } })
    switch (category) {
      case 'random-json':
        return trusted(this.randomObjectOrJson(4))
      case 'mutated-field':
        return trusted(this.mutated())
      case 'unknown-type':
        return trusted(this.unknownType())
      case 'huge-string':
        return trusted(this.withHugeString())
      case 'pollution-key':
        return trusted(this.polluted())
      case 'foreign-origin':
        return { category, event: { data: this.sample(), origin: this.foreignOrigin(), source: this.options.source } }
      case 'foreign-source':
        return { category, event: { data: this.sample(), origin: this.options.origin, source: this.pick([null, undefined, {}, { postMessage() {} }, this.options.origin]) } }
      case 'non-object':
        return trusted(this.nonObject())
      case 'deep-nesting':
        return trusted(this.deeplyNested())
    }
  }

  private int(below: number): number {
    return Math.floor(this.random() * below)
  }

  private pick<T>(values: readonly T[]): T {
    return values[this.int(values.length)] as T
  }

  private sample(): Record<string, unknown> {
    return structuredClone(this.pick(this.options.samples)) as Record<string, unknown>
  }

  private randomString(): string {
    const alphabet = 'abcXYZ019 @._-/:\u00e9\u4e2d\u{1f600}"\\'
    return Array.from({ length: this.int(12) }, () => this.pick([...alphabet])).join('')
  }

  private randomValue(depth: number): unknown {
    const kind = this.int(depth > 0 ? 8 : 6)
    if (kind === 0) return null
    if (kind === 1) return this.random() < 0.5
    if (kind === 2) return this.pick([0, -1, 1.5, 2 ** 53, -0, 1e308])
    if (kind === 3 || kind === 4) return this.randomString()
    if (kind === 5) return this.pick(['@portico/app/', '@portico/frame/', 'type', 'id', 'payload'])
    if (kind === 6) return Array.from({ length: this.int(4) }, () => this.randomValue(depth - 1))
    const keys = ['type', 'id', 'payload', 'message', 'email', this.randomString()]
    return Object.fromEntries(Array.from({ length: this.int(4) }, () => [this.pick(keys), this.randomValue(depth - 1)]))
  }

  private randomObjectOrJson(depth: number): unknown {
    const value = this.randomValue(depth)
    return this.random() < 0.2 ? JSON.stringify(value) : value
  }

  // Every path into a sample whose value has a codec-checked type (never under `result`, which is unknown by design).
  private pathsOf(value: unknown, path: Path = []): Path[] {
    if (typeof value !== 'object' || value === null) return [path]
    const entries: Array<[string | number, unknown]> = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value)
    const inner = entries.filter(([key]) => key !== 'result').flatMap(([key, item]) => this.pathsOf(item, [...path, key]))
    return path.length === 0 ? inner : [path, ...inner]
  }

  // A value whose type the field never takes: strings become objects or booleans, numbers become booleans, and so on.
  private wrongTypeFor(current: unknown): unknown {
    if (typeof current === 'string') return this.pick([true, false, {}, [current], { value: current }])
    if (typeof current === 'number') return this.pick([true, {}, [current], { value: current }])
    if (typeof current === 'boolean') return this.pick([String(current), 1, 0, {}, [current]])
    if (current === null) return this.pick([7, true, {}, []])
    if (Array.isArray(current)) return this.pick(['[]', 7, true, null, { length: current.length }])
    return this.pick(['{}', 7, true, null, []])
  }

  private mutated(): unknown {
    const message = this.sample()
    const path = this.pick(this.pathsOf(message))
    return setAt(message, path, this.wrongTypeFor(getAt(message, path)))
  }

  private unknownType(): unknown {
    const kind = this.int(3)
    if (kind === 0) return structuredClone(this.pick(this.options.foreignSamples))
    const message = this.sample()
    message.type = kind === 1 ? `${String(message.type)}_${this.randomString()}` : this.pick(['', 'READY', '@portico/app/', '@portico/frame/', 'toString', 'hasOwnProperty', 'valueOf'])
    return message
  }

  private withHugeString(): unknown {
    const message = this.sample()
    const kind = this.int(3)
    if (kind === 0) return { ...message, type: hugeString }
    if (kind === 1) return { ...message, id: hugeString.slice(0, 65 + this.int(5000)) }
    const path = this.pick(this.pathsOf(message).filter((candidate) => candidate.length > 0))
    return setAt(message, path, hugeString)
  }

  private polluted(): unknown {
    const message = this.sample()
    const key = this.pick(['__proto__', 'constructor', 'prototype'])
    const kind = this.int(3)
    if (kind === 0) return JSON.parse(`{"${key}":${JSON.stringify(message)}}`) as unknown
    if (kind === 1) return { ...message, type: key }
    // An own property named like that, as JSON.parse or a structured clone makes it, at the top or in the payload.
    const target = typeof message.payload === 'object' && message.payload !== null && this.random() < 0.5 ? message.payload : message
    Object.defineProperty(target, key, { value: { polluted: true, type: message.type }, enumerable: true, writable: true, configurable: true })
    return message
  }

  private foreignOrigin(): string {
    const { origin } = this.options
    const url = new URL(origin)
    return this.pick([
      'https://evil.example',
      `http://${url.host}`,
      `${origin}:8443`,
      `${origin}.evil.example`,
      `${origin}/`,
      origin.toUpperCase(),
      'null',
      '',
      '*',
      `https://sub.${url.host}`,
    ])
  }

  private nonObject(): unknown {
    const message = this.sample()
    return this.pick<unknown>([
      JSON.stringify(message),
      [message],
      null,
      undefined,
      0,
      Number.NaN,
      true,
      'READY',
      1n,
      Symbol('message'),
      () => message,
      new Date(0),
      new Map(Object.entries(message)),
      new Uint8Array([1, 2, 3]),
      Object.assign(Object.create({ type: message.type }) as object, { id: message.id }),
    ])
  }

  private deeplyNested(): unknown {
    const message = this.sample()
    const kind = this.int(3)
    if (kind === 0) {
      let deep: unknown = message.payload ?? {}
      for (let level = 0, depth = 33 + this.int(5000); level < depth; level += 1) deep = this.random() < 0.5 ? [deep] : { payload: deep }
      return { ...message, payload: deep }
    }
    if (kind === 1) {
      const cyclic: Record<string, unknown> = { ...message }
      cyclic.payload = { ...(message.payload as object), self: cyclic }
      return cyclic
    }
    let shared: unknown = message
    for (let level = 0; level < 40; level += 1) shared = { a: shared, b: shared }
    return { ...message, payload: shared }
  }
}

function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value)
}

function setAt(root: Record<string, unknown>, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const parent = getAt(root, path.slice(0, -1)) as Record<string | number, unknown>
  parent[path[path.length - 1] as string | number] = replacement
  return root
}
