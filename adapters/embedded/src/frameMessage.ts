import * as t from 'io-ts'
import type { ExactObjectC } from './exactObject.ts'
import { exactObject } from './exactObject.ts'
import { MessageId } from './MessageId.ts'

/** The codec of a frame message without data: `{ type, id? }`. */
export type BareFrameMessageC<T extends string> = ExactObjectC<{ type: t.LiteralC<T> }, { id: typeof MessageId }>
/** The codec of a frame message with data: `{ type, id?, payload }`. */
export type FrameMessageC<T extends string, P extends t.Mixed> = ExactObjectC<{ type: t.LiteralC<T>; payload: P }, { id: typeof MessageId }>

/** Builds the codec of one frame message: its literal type, an optional id and, when given, its payload. Unknown keys are stripped. */
export function frameMessage<T extends string>(type: T): BareFrameMessageC<T>
export function frameMessage<T extends string, P extends t.Mixed>(type: T, payload: P): FrameMessageC<T, P>
export function frameMessage(type: string, payload?: t.Mixed): t.Mixed {
  return payload
    ? exactObject({ type: t.literal(type), payload }, { id: MessageId }, type)
    : exactObject({ type: t.literal(type) }, { id: MessageId }, type)
}
