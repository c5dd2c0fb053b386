import { describe, expect, it } from 'vitest'
import { decode } from '../decode.ts'
import { CaipAddress } from './CaipAddress.ts'
import { parseCaipAddress } from './parseCaipAddress.ts'

const address = '0x52908400098527886E0F7030069857D2E4169EE7'

describe('CaipAddress (SPEC §5: exactly 3 non-empty colon-separated parts, namespace a known chain)', () => {
  it('accepts namespace:reference:address for each known namespace', () => {
    expect(CaipAddress.is(`eip155:1:${address}`)).toBe(true)
    expect(CaipAddress.is('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe(true)
    expect(CaipAddress.is('bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true)
    expect(CaipAddress.is('polkadot:91b171bb158e2d3848fa23a9f1c25182:15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')).toBe(true)
  })

  it('refuses fewer or more than 3 parts', () => {
    expect(CaipAddress.is(`eip155:${address}`)).toBe(false)
    expect(CaipAddress.is('eip155')).toBe(false)
    expect(CaipAddress.is(`eip155:1:${address}:extra`)).toBe(false)
  })

  it('refuses an empty part', () => {
    expect(CaipAddress.is(`:1:${address}`)).toBe(false)
    expect(CaipAddress.is(`eip155::${address}`)).toBe(false)
    expect(CaipAddress.is('eip155:1:')).toBe(false)
    expect(CaipAddress.is('')).toBe(false)
  })

  it('refuses a namespace that is not a known chain', () => {
    expect(CaipAddress.is(`cosmos:cosmoshub-4:${address}`)).toBe(false)
    expect(CaipAddress.is(`EIP155:1:${address}`)).toBe(false)
  })

  it('refuses what is not a string, and says so through decode', () => {
    expect(CaipAddress.is(42)).toBe(false)
    const decoded = decode(CaipAddress, 'eip155:1')
    expect(decoded.ok).toBe(false)
    expect(decode(CaipAddress, `eip155:1:${address}`)).toEqual({ ok: true, value: `eip155:1:${address}` })
  })
})

describe('parseCaipAddress', () => {
  it('splits a valid address into namespace, reference, address and network id', () => {
    expect(parseCaipAddress(`eip155:137:${address}`)).toEqual({ namespace: 'eip155', reference: '137', address, caipNetworkId: 'eip155:137' })
  })

  it('gives undefined for an invalid one', () => {
    expect(parseCaipAddress('eip155:137')).toBeUndefined()
    expect(parseCaipAddress(`tron:1:${address}`)).toBeUndefined()
  })
})
