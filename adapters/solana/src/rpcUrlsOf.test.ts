import { describe, expect, it } from 'vitest'
import { solanaDevnet } from './networks/solanaDevnet.ts'
import { rpcUrlsOf } from './rpcUrlsOf.ts'

describe('SPEC §9 RPC: every RPC url of a Solana network', () => {
  it("takes the host's urls for the network's CAIP-2 id, else the network's own, default first, without repeats", () => {
    expect(rpcUrlsOf(solanaDevnet)).toEqual(['https://api.devnet.solana.com'])
    expect(rpcUrlsOf(solanaDevnet, { [solanaDevnet.caipNetworkId]: ['http://127.0.0.1:8899', 'http://127.0.0.1:9999', 'http://127.0.0.1:8899'] })).toEqual(['http://127.0.0.1:8899', 'http://127.0.0.1:9999'])
    expect(rpcUrlsOf(solanaDevnet, { 'solana:other': ['http://127.0.0.1:8899'] })).toEqual(['https://api.devnet.solana.com'])
    expect(rpcUrlsOf({ ...solanaDevnet, rpcUrls: { backup: { http: ['http://127.0.0.1:1'] }, default: { http: ['http://127.0.0.1:2'] } } })).toEqual(['http://127.0.0.1:2', 'http://127.0.0.1:1'])
  })
})
