import * as t from 'io-ts'

const base36Id = /^[0-9a-z]{1,64}$/

function isMessageId(input: unknown): input is string {
  return typeof input === 'string' && base36Id.test(input)
}

/** The id of a frame message: 1 to 64 base-36 characters (what `frameMessageId()` makes). */
export const MessageId = new t.Type<string, string, unknown>(
  'MessageId',
  isMessageId,
  (input, context) => (isMessageId(input) ? t.success(input) : t.failure(input, context, 'not a base-36 message id')),
  (value) => value,
)
/** The id of a frame message. */
export type MessageId = t.TypeOf<typeof MessageId>
