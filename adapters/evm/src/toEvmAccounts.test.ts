import { describe, expect, it } from 'vitest'
import { toEvmAccounts } from './toEvmAccounts.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('toEvmAccounts', () => {
  it('checksums the addresses, drops invalid ones and repeats, and types them eoa', () => {
    expect(toEvmAccounts([address.toLowerCase(), 'nope', address, '0x123'])).toEqual([{ namespace: 'eip155', address, type: 'eoa' }])
  })

  it('gives an empty list for none, and undefined for what is no list of strings', () => {
    expect(toEvmAccounts([])).toEqual([])
    expect(toEvmAccounts('0xabc')).toBeUndefined()
    expect(toEvmAccounts([1, 2])).toBeUndefined()
  })
})
