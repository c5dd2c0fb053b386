import type * as t from 'io-ts'
import { decodeWith } from '../decodeWith.ts'
import { FrameError } from './FrameError.ts'

/** Decodes a request body with `codec`, or throws 400 INVALID_REQUEST naming the bad fields. */
export function decodeRequest<A>(codec: t.Decoder<unknown, A>, body: unknown): A {
  try {
    return decodeWith(codec, body, 'The request')
  } catch (error) {
    throw new FrameError('INVALID_REQUEST', error instanceof Error ? error.message : String(error))
  }
}
