import { describe, expect, it } from 'vitest'
import { baseUnitsOf } from './baseUnitsOf.ts'
import { decodePaymentOptions } from './decodePaymentOptions.ts'

const asset = { network: 'eip155:8453', asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } }
const recipient = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'

describe('decodePaymentOptions', () => {
  it('takes AppKit-shaped options', () => {
    expect(decodePaymentOptions({ recipient, amount: 0.01, paymentAsset: asset })).toEqual({ recipient, amount: 0.01, paymentAsset: asset })
  })

  it.each([
    [{ recipient, amount: 1 }, 'paymentAsset'],
    [{ recipient, amount: '1', paymentAsset: asset }, 'amount: expected a positive number, got "1"'],
    [{ recipient, amount: 0, paymentAsset: asset }, 'amount: expected a positive number'],
    [{ recipient, amount: 1, paymentAsset: { ...asset, network: '8453' } }, 'paymentAsset.network'],
    [{ recipient, amount: 1, paymentAsset: { ...asset, asset: 'usdc' } }, 'paymentAsset.asset'],
    [{ recipient, amount: 1, paymentAsset: { ...asset, metadata: { ...asset.metadata, decimals: 1.5 } } }, 'paymentAsset.metadata.decimals'],
    [{ recipient: 'alice.eth', amount: 1, paymentAsset: asset }, 'recipient: expected an address on eip155:8453'],
    [{ recipient, amount: 0.1234567, paymentAsset: { ...asset, metadata: { ...asset.metadata, decimals: 6 } } }, "amount: 0.1234567 has more decimals than the asset's 6"],
  ])('refuses %j, naming %s', (input, field) => {
    expect(() => decodePaymentOptions(input)).toThrow(field)
  })
})

describe('baseUnitsOf', () => {
  it('converts from the shortest decimal writing, without float noise', () => {
    expect(baseUnitsOf(5, 18)).toBe(5n * 10n ** 18n)
    expect(baseUnitsOf(0.1, 18)).toBe(10n ** 17n)
    expect(baseUnitsOf(1e-7, 18)).toBe(10n ** 11n)
    expect(baseUnitsOf(1.5, 6)).toBe(1_500_000n)
    expect(baseUnitsOf(0.0000001, 6)).toBeUndefined()
  })
})
