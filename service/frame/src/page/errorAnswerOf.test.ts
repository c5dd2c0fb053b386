import { describe, expect, it } from 'vitest'
import { BackendRefusedError } from '../vault/errors.ts'
import { errorAnswerOf } from './errorAnswerOf.ts'
import { FrameRequestError } from './FrameRequestError.ts'

describe('errorAnswerOf', () => {
  it("passes a refusal's code on as `reason`, so that the app tells it by its code", () => {
    expect(errorAnswerOf(new FrameRequestError('Session expired', 4100, 'SESSION_EXPIRED'))).toEqual({ message: 'Session expired', code: 4100, reason: 'SESSION_EXPIRED' })
    const refused = new BackendRefusedError(403, 'Unauthorized: invalid key', 'INVALID_KEY')
    expect(errorAnswerOf(refused)).toEqual({ message: 'Unauthorized: invalid key', reason: 'INVALID_KEY' })
  })

  it('finds the JSON-RPC code and the reason along the cause chain, each the first one', () => {
    const wrapped = new FrameRequestError('Could not sign', 4100)
    Object.assign(wrapped, { cause: new Error('outer', { cause: new BackendRefusedError(401, 'The session has expired: sign in again', 'SESSION_EXPIRED') }) })
    expect(errorAnswerOf(wrapped)).toEqual({ message: 'Could not sign', code: 4100, reason: 'SESSION_EXPIRED' })
  })

  it('gives no reason for a refusal code the page does not know, nor for a plain error', () => {
    expect(errorAnswerOf(new BackendRefusedError(409, 'Something new', 'SOMETHING_NEW'))).toEqual({ message: 'Something new' })
    expect(errorAnswerOf(new Error('boom'))).toEqual({ message: 'boom' })
    expect(errorAnswerOf('text')).toEqual({ message: 'text' })
  })
})
