import * as t from 'io-ts'
import { MessageId } from './MessageId.ts'

/** The codec of a frame message without data: `{ type, id? }`. */
export type BareFrameMessageC<T extends string> = t.ExactC<t.IntersectionC<[t.TypeC<{ type: t.LiteralC<T> }>, t.PartialC<{ id: typeof MessageId }>]>>
/** The codec of a frame message with data: `{ type, id?, payload }`. */
export type FrameMessageC<T extends string, P extends t.Mixed> = t.ExactC<
  t.IntersectionC<[t.TypeC<{ type: t.LiteralC<T>; payload: P }>, t.PartialC<{ id: typeof MessageId }>]>
>

/** Builds the codec of one frame message: its literal type, an optional id and, when given, its payload. Unknown keys are stripped. */
export function frameMessage<T extends string>(type: T): BareFrameMessageC<T>
export function frameMessage<T extends string, P extends t.Mixed>(type: T, payload: P): FrameMessageC<T, P>
export function frameMessage(type: string, payload?: t.Mixed): t.Mixed {
  const required = payload ? t.type({ type: t.literal(type), payload }) : t.type({ type: t.literal(type) })
  return t.exact(t.intersection([required, t.partial({ id: MessageId })]), type)
}
