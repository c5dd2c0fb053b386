import * as t from 'io-ts'

/** Any function. io-ts has no codec for functions; options such as adapters carry them. */
export type FunctionValue = (...args: never[]) => unknown

/** Accepts any function and keeps it as it is (its signature cannot be checked at run time). */
export const FunctionValue = new t.Type<FunctionValue, FunctionValue, unknown>(
  'a function',
  (input): input is FunctionValue => typeof input === 'function',
  (input, context) => (typeof input === 'function' ? t.success(input as FunctionValue) : t.failure(input, context)),
  (value) => value,
)
