import { describe, expect, it } from 'vitest'
import { defaultSiwx } from './defaultSiwx.ts'
import { memoryStorage } from './memoryStorage.ts'
import { siwxFromOptions } from './siwxFromOptions.ts'

const legacy = {
  createMessage: () => '',
  getNonce: async () => 'abcdefgh',
  getSession: async () => null,
  verifyMessage: async () => true,
  signOut: async () => true,
}

describe('siwxFromOptions', () => {
  it('takes siwx as given, maps siweConfig, and is undefined without either', () => {
    const siwx = defaultSiwx({ domain: 'example.com', uri: 'https://example.com/', storage: memoryStorage() })
    expect(siwxFromOptions({ siwx })).toBe(siwx)
    expect(siwxFromOptions({ siweConfig: legacy })?.getRequired?.()).toBe(true)
    expect(siwxFromOptions({})).toBeUndefined()
    expect(siwxFromOptions({ siweConfig: { ...legacy, enabled: false } })).toBeUndefined()
  })

  it("throws SPEC's text when both are set, and names what a siwx lacks", () => {
    expect(() => siwxFromOptions({ siwx: {}, siweConfig: legacy })).toThrow('Cannot set both `siweConfig` and `siwx` options')
    expect(() => siwxFromOptions({ siwx: { createMessage: () => undefined } })).toThrow(/^Invalid createAppKit options: siwx: /)
  })
})
