import { Network } from '@portico/kernel/extend'
import { describe, expect, it } from 'vitest'
import { solanaDevnet } from './solanaDevnet.ts'
import { solanaLocalnet } from './solanaLocalnet.ts'
import { solanaMainnet } from './solanaMainnet.ts'
import { solanaTestnet } from './solanaTestnet.ts'
import { walletStandardChain } from './walletStandardChain.ts'

describe('Solana networks', () => {
  it('are CAIP-2 ids from the genesis hashes, and map onto Wallet Standard chains', () => {
    expect(solanaMainnet.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect([solanaMainnet, solanaDevnet, solanaTestnet].map(walletStandardChain)).toEqual(['solana:mainnet', 'solana:devnet', 'solana:testnet'])
    expect(walletStandardChain(solanaLocalnet('http://127.0.0.1:8899'))).toBe('solana:localnet')
    expect(walletStandardChain({ caipNetworkId: 'solana:someLocalGenesis' })).toBe('solana:localnet')
  })

  it('a local network is a testnet keyed solana:localnet, or by the reference the host gives', () => {
    expect(solanaLocalnet('http://127.0.0.1:8899')).toMatchObject({ caipNetworkId: 'solana:localnet', testnet: true, rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } } })
    expect(solanaLocalnet('http://127.0.0.1:8899', 'local').caipNetworkId).toBe('solana:local')
    expect(solanaMainnet.testnet).toBe(false)
    for (const network of [solanaMainnet, solanaDevnet, solanaTestnet, solanaLocalnet('http://127.0.0.1:8899')]) {
      expect(Network.is(network)).toBe(true)
      expect(network.caipNetworkId).toBe(`solana:${network.id}`)
    }
  })
})
