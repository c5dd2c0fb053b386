import { describe, expect, it } from 'vitest'
import { Network } from './Network.ts'
import { placeholderNetwork } from './placeholderNetwork.ts'

describe('placeholderNetwork (SPEC §3: unsupported networks get empty currency and no RPC urls)', () => {
  it('keeps the ids and namespace, with an empty currency and no RPC urls', () => {
    const network = placeholderNetwork('eip155:999999')
    expect(network).toMatchObject({ id: 999999, caipNetworkId: 'eip155:999999', chainNamespace: 'eip155' })
    expect(network.nativeCurrency).toEqual({ name: '', symbol: '', decimals: 0 })
    expect(network.rpcUrls).toEqual({})
    expect(Network.is(network)).toBe(true)
  })

  it('keeps a non-numeric reference as a string', () => {
    expect(placeholderNetwork('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1').id).toBe('EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  })
})
