import { ConfigError } from '@portico/kernel'
import { describe, expect, it } from 'vitest'
import { UniversalConnectorOptionsError } from './errors.ts'
import { universalConnector } from './universalConnector.ts'
import type { UniversalProviderLike } from './UniversalProviderLike.ts'

/** A provider the factory only keeps: it calls none of its methods. */
const unusedProvider: UniversalProviderLike = {
  connect: () => Promise.reject(new Error('not called')),
  request: () => Promise.reject(new Error('not called')),
  disconnect: () => Promise.reject(new Error('not called')),
  setDefaultChain: () => undefined,
  on: () => undefined,
  removeListener: () => undefined,
}

describe('universalConnector', () => {
  it('refuses a pairing lifetime of 10 s or less, a fraction of a millisecond, or not a number, as a ConfigError: its pairings would expire as they are shown (SPEC §5)', () => {
    for (const pairingLifetimeMs of [10_000, 0, -1, 60_000.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => universalConnector(unusedProvider, ['eip155'], { pairingLifetimeMs }), String(pairingLifetimeMs)).toThrow(UniversalConnectorOptionsError)
    }
    expect(() => universalConnector(unusedProvider, ['eip155'], { pairingLifetimeMs: 10_000 })).toThrow(ConfigError)
    expect(() => universalConnector(unusedProvider, ['eip155'], { pairingLifetimeMs: 60_000.5 })).toThrow('pairingLifetimeMs must be a whole number of milliseconds above 10000; got 60000.5')
  })

  it('takes a lifetime above 10 s, and SPEC §9\'s 4 min by default', () => {
    expect(universalConnector(unusedProvider, ['eip155'], { pairingLifetimeMs: 10_001 }).id).toBe('universalProvider')
    expect(universalConnector(unusedProvider, ['eip155']).connectors?.map((connector) => connector.id)).toEqual(['walletConnect'])
  })
})
