/** What a route answers: a status and a JSON body (or an SVG/other text with its content type). */
export interface Answer {
  status: number
  body: unknown
  /** Default `application/json`. */
  contentType?: string
  /** Extra headers, such as `retry-after`. */
  headers?: Record<string, string>
}
