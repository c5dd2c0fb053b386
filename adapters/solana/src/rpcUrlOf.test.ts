import { describe, expect, it } from 'vitest'
import { solanaDevnet } from './networks/solanaDevnet.ts'
import { rpcUrlOf } from './rpcUrlOf.ts'

describe('rpcUrlOf', () => {
  it("takes the host's first url for the network's CAIP-2 id, else the network's default", () => {
    expect(rpcUrlOf(solanaDevnet)).toBe('https://api.devnet.solana.com')
    expect(rpcUrlOf(solanaDevnet, { [solanaDevnet.caipNetworkId]: ['http://127.0.0.1:8899', 'http://127.0.0.1:9999'] })).toBe('http://127.0.0.1:8899')
    expect(rpcUrlOf(solanaDevnet, { 'solana:other': ['http://127.0.0.1:8899'] })).toBe('https://api.devnet.solana.com')
    expect(rpcUrlOf({ ...solanaDevnet, rpcUrls: { backup: { http: ['http://127.0.0.1:1'] } } })).toBe('http://127.0.0.1:1')
  })
})
