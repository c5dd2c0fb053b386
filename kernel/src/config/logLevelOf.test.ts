import { describe, expect, it } from 'vitest'
import { createAppKit } from '../createAppKit.ts'
import { logLevelOf } from './logLevelOf.ts'

describe('logLevelOf (SPEC §9)', () => {
  it('is error by default, debug with debug: true, and logLevel when given', () => {
    expect(logLevelOf({})).toBe('error')
    expect(logLevelOf({ debug: true })).toBe('debug')
    expect(logLevelOf({ debug: false })).toBe('error')
    expect(logLevelOf({ debug: true, logLevel: 'silent' })).toBe('silent')
  })

  it('sets the instance\'s logger; a wrong logLevel is refused with the options', () => {
    const networks = [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }]
    const appKit = createAppKit({ networks, debug: true })
    try {
      expect(appKit.store.logger.level).toBe('debug')
    } finally {
      appKit.destroy()
    }
    // @ts-expect-error: not a level
    expect(() => createAppKit({ networks, logLevel: 'loud' })).toThrow(/logLevel: expected one of silent, error, warn, info, debug, got "loud"/)
  })
})
