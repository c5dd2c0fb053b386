import { describe, expect, it } from 'vitest'
import { Email } from './Email.ts'

describe('Email', () => {
  it.each(['ada@example.com', 'a.b+tag@sub.example.co.uk', "o'brien@example.ie", 'x_y-z@a-b.example', `${'l'.repeat(64)}@example.com`])(
    'accepts %s',
    (email) => expect(Email.is(email)).toBe(true),
  )

  it.each([
    '',
    'plain',
    '@example.com',
    'ada@',
    'ada@example',
    'ada@@example.com',
    'ada@exa@mple.com',
    '.ada@example.com',
    'ada.@example.com',
    'a..da@example.com',
    'ada @example.com',
    'ada@-example.com',
    'ada@example-.com',
    'ada@example.c',
    'ada@example.123',
    'ada@exa_mple.com',
    '"quoted"@example.com',
    `${'l'.repeat(65)}@example.com`,
    `a@${'d'.repeat(250)}.com`,
  ])('refuses %j', (email) => expect(Email.is(email)).toBe(false))

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 42, ['a@b.co'], { email: 'a@b.co' }]) expect(Email.is(value)).toBe(false)
  })
})
