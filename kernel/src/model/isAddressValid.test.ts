import { describe, expect, it } from 'vitest'
import { isAddressValid } from './isAddressValid.ts'

describe('isAddressValid', () => {
  it('applies the eip155 rule to eip155 and the base58 rule to Solana', () => {
    expect(isAddressValid('eip155', `0x${'a'.repeat(40)}`)).toBe(true)
    expect(isAddressValid('eip155', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe(false)
    expect(isAddressValid('solana', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe(true)
    expect(isAddressValid('solana', `0x${'a'.repeat(40)}`)).toBe(false)
  })

  it('asks only for a non-empty address on namespaces without a rule', () => {
    expect(isAddressValid('bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true)
    expect(isAddressValid('polkadot', '')).toBe(false)
  })
})
