import type * as t from 'io-ts'
import { decode } from '@portico/kernel/extend'
import type { BackendRequest, BackendRoute } from '../backendRequests.ts'
import { FrameRequestError } from '../../../../service/frame/src/page/FrameRequestError.ts'

/** Posts to the frame's own backend and decodes the answer; a refusal throws its message as a FrameRequestError. */
export async function callBackend<R extends BackendRoute, A>(route: R, body: BackendRequest<R>, answer: t.Type<A, unknown, unknown>): Promise<A> {
  const response = await fetch(route, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const json: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const error = (json as { error?: unknown } | undefined)?.error
    throw new FrameRequestError(typeof error === 'string' ? error : `The frame's backend answered ${response.status}`)
  }
  const decoded = decode(answer, json)
  if (!decoded.ok) throw new FrameRequestError(`The frame's backend answered unexpectedly: ${decoded.error}`)
  return decoded.value
}
