import { describe, expect, it } from 'vitest'
import { walletConnectorId } from './walletConnectorId.ts'

describe('walletConnectorId', () => {
  it('makes an id from a wallet name', () => {
    expect(walletConnectorId('Phantom')).toBe('phantom')
    expect(walletConnectorId('  Solflare Wallet! ')).toBe('solflare-wallet')
    expect(walletConnectorId('***')).toBe('wallet')
  })
})
