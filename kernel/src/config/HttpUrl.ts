import * as t from 'io-ts'

function isHttpUrl(input: unknown): input is string {
  if (typeof input !== 'string') return false
  try {
    const { protocol } = new URL(input)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

/** An absolute http: or https: URL, such as a service's base URL. */
export const HttpUrl = new t.Type<string, string, unknown>(
  'an http(s) URL',
  isHttpUrl,
  (input, context) => (isHttpUrl(input) ? t.success(input) : t.failure(input, context)),
  (value) => value,
)
/** An http(s) URL. */
export type HttpUrl = t.TypeOf<typeof HttpUrl>
