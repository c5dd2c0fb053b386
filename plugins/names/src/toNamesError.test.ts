import { BaseError, HttpError } from '@portico/kernel'
import { describe, expect, it } from 'vitest'
import { NamesError } from './errors.ts'
import { toNamesError } from './toNamesError.ts'

describe('toNamesError', () => {
  it('reads the service\'s code from a refused request', () => {
    const taken = toNamesError(new HttpError(409, { body: JSON.stringify({ error: 'ada-42.portico is taken', code: 'NAME_TAKEN' }) }))
    expect(taken).toBeInstanceOf(NamesError)
    expect(taken.code).toBe('NAME_TAKEN')
    expect(taken.shortMessage).toBe('ada-42.portico is taken')
    expect(toNamesError(new HttpError(400, { body: JSON.stringify({ error: 'bad', code: 'INVALID_NAME' }) })).code).toBe('NAME_INVALID')
    expect(toNamesError(new HttpError(401, { body: JSON.stringify({ error: 'bad', code: 'INVALID_SIGNATURE' }) })).code).toBe('NAME_SIGNATURE_INVALID')
  })

  it('calls anything else a service failure, keeping the cause', () => {
    const network = new BaseError('offline', { code: 'NETWORK_ERROR' })
    const failed = toNamesError(network)
    expect(failed.code).toBe('NAME_SERVICE_FAILED')
    expect(failed.cause).toBe(network)
    expect(toNamesError(new HttpError(500, { body: 'not json' })).code).toBe('NAME_SERVICE_FAILED')
    expect(toNamesError(new HttpError(409, { body: JSON.stringify({ error: 'odd', code: 'SOMETHING_NEW' }) })).code).toBe('NAME_SERVICE_FAILED')
  })
})
