import * as t from 'io-ts'

function isFrameChainId(input: unknown): input is string | number {
  if (typeof input === 'string') return input.length > 0 && input.length <= 100
  return typeof input === 'number' && Number.isSafeInteger(input) && input >= 0
}

/** A chain id as the frame protocol carries it: a number (1) or a string ('1', '0x1', a Solana reference). */
export const FrameChainId = new t.Type<string | number, string | number, unknown>(
  'FrameChainId',
  isFrameChainId,
  (input, context) => (isFrameChainId(input) ? t.success(input) : t.failure(input, context, 'not a chain id')),
  (value) => value,
)
/** A chain id in a frame message. */
export type FrameChainId = t.TypeOf<typeof FrameChainId>
