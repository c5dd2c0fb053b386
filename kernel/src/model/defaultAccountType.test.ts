import { describe, expect, it } from 'vitest'
import { defaultAccountType } from './defaultAccountType.ts'
import { reportedAccountType } from './reportedAccountType.ts'

describe('account types (SPEC §3)', () => {
  it('defaults: bip122 payment, eip155 smartAccount, polkadot eoa, solana eoa', () => {
    expect(defaultAccountType('bip122')).toBe('payment')
    expect(defaultAccountType('eip155')).toBe('smartAccount')
    expect(defaultAccountType('polkadot')).toBe('eoa')
    expect(defaultAccountType('solana')).toBe('eoa')
  })

  it('types Bitcoin accounts payment and the others eoa', () => {
    expect(reportedAccountType('bip122')).toBe('payment')
    expect(reportedAccountType('eip155')).toBe('eoa')
    expect(reportedAccountType('solana')).toBe('eoa')
    expect(reportedAccountType('polkadot')).toBe('eoa')
  })
})
