import { describe, expect, it } from 'vitest'
import { isNameLabel } from './isNameLabel.ts'

describe('isNameLabel (SPEC §5: a wallet name has at least 4 characters of letters, digits or hyphens)', () => {
  it('accepts 4 or more letters, digits or hyphens, in any case', () => {
    for (const label of ['ada-42', 'abcd', 'A1-b', '----', '1234', 'Grace-Hopper-1906']) expect(isNameLabel(label)).toBe(true)
  })

  it('refuses fewer than 4 characters, and any other character', () => {
    for (const label of ['', 'ab', 'abc', 'a_b!', 'ada 42', 'ada.42', 'adá-42', 'ada-42\u200b']) expect(isNameLabel(label)).toBe(false)
  })
})
