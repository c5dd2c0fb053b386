import { describe, expect, it } from 'vitest'
import { checkConnectResult } from './checkConnectResult.ts'

const address = '0x52908400098527886E0F7030069857D2E4169EE7'

function details(run: () => unknown): string | undefined {
  try {
    run()
  } catch (error) {
    return (error as { details?: string }).details
  }
  return undefined
}

describe('checkConnectResult', () => {
  it('passes a valid result through', () => {
    const result = { accounts: [{ namespace: 'eip155', address, type: 'eoa' }], caipNetworkId: 'eip155:1' }
    expect(checkConnectResult('eip155', result)).toEqual(result)
  })

  it('refuses a network id of another namespace or not CAIP-2', () => {
    expect(details(() => checkConnectResult('eip155', { accounts: [], caipNetworkId: 'solana:1' }))).toBe('"solana:1" is not a eip155 CAIP network id')
    expect(details(() => checkConnectResult('eip155', { accounts: [], caipNetworkId: '1' }))).toBe('"1" is not a eip155 CAIP network id')
  })

  it('refuses no accounts, an account that does not decode, one of another namespace, or an invalid address', () => {
    expect(details(() => checkConnectResult('eip155', { accounts: [], caipNetworkId: 'eip155:1' }))).toBe('no accounts')
    expect(details(() => checkConnectResult('eip155', { accounts: [{ address }], caipNetworkId: 'eip155:1' }))).toMatch(/^account: /)
    expect(details(() => checkConnectResult('eip155', { accounts: [{ namespace: 'solana', address, type: 'eoa' }], caipNetworkId: 'eip155:1' }))).toBe(
      `account ${address} is of solana, not eip155`,
    )
    expect(details(() => checkConnectResult('solana', { accounts: [{ namespace: 'solana', address, type: 'eoa' }], caipNetworkId: 'solana:x' }))).toBe(
      `${address} is not a valid solana address`,
    )
  })

  it('refuses no result at all, with the error text and code the kernel keeps', () => {
    expect(() => checkConnectResult('eip155', undefined)).toThrow('CaipNetwork or CaipAddress is undefined')
  })
})
