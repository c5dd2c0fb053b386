import { describe, expect, it } from 'vitest'
import { HttpError } from '../errors.ts'
import { BaseError } from './BaseError.ts'
import { errorText } from './errorText.ts'

// SPEC §8: "Error text resolves from a string, first issue message, Error message, else
// 'Unknown error'."
describe('errorText', () => {
  it('returns a string as it is', () => {
    expect(errorText('Signature declined')).toBe('Signature declined')
  })

  it('returns the first issue message of a validation error', () => {
    expect(errorText({ issues: [{ message: 'Invalid email' }, { message: 'second' }] })).toBe('Invalid email')
  })

  it('prefers the first issue over the Error message', () => {
    const error = Object.assign(new Error('validation failed'), { issues: [{ message: 'Invalid otp' }] })
    expect(errorText(error)).toBe('Invalid otp')
  })

  it('returns an Error message', () => {
    expect(errorText(new Error('Failed to fetch transactions'))).toBe('Failed to fetch transactions')
  })

  it('returns a BaseError short message, without its details', () => {
    expect(errorText(new BaseError('Unsupported chain', { details: 'chain 99' }))).toBe('Unsupported chain')
    expect(errorText(new HttpError(503))).toBe('HTTP status code: 503')
  })

  it.each([undefined, null, 42, '', {}, { issues: [] }, { issues: [{}] }, new Error('')])('returns "Unknown error" for %j', (value) => {
    expect(errorText(value)).toBe('Unknown error')
  })
})
