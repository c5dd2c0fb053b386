import * as t from 'io-ts'

/** Any object that is not a list, kept as it is: for opaque host values such as `siwx`. */
export const ObjectValue = new t.Type<object, object, unknown>(
  'an object',
  (input): input is object => typeof input === 'object' && input !== null && !Array.isArray(input),
  (input, context) =>
    typeof input === 'object' && input !== null && !Array.isArray(input) ? t.success(input) : t.failure(input, context),
  (value) => value,
)
/** An opaque object. */
export type ObjectValue = t.TypeOf<typeof ObjectValue>
