import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/BaseError.ts'
import { HttpError } from '../errors.ts'
import { toServiceError } from './toServiceError.ts'

describe('toServiceError', () => {
  it("carries the service's code and text from a { error, code } body, the HTTP error as its cause", () => {
    const failed = new HttpError(422, { body: JSON.stringify({ error: 'No route between these tokens', code: 'NO_ROUTE' }) })
    const error = toServiceError(failed)
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toMatchObject({ shortMessage: 'No route between these tokens', code: 'NO_ROUTE', cause: failed })
  })

  it('leaves other errors as they are: no body, a body that is not JSON or not { error, code }, not an HTTP error', () => {
    const cases = [new HttpError(502), new HttpError(502, { body: '<html>' }), new HttpError(400, { body: '{"message":"no"}' }), new TypeError('fetch failed')]
    for (const error of cases) expect(toServiceError(error)).toBe(error)
  })
})
