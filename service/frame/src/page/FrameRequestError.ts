/** A refusal the frame answers a request with: its message, a JSON-RPC code when there is one, and a refusal code (`reason`, such as SESSION_EXPIRED) the app tells it by. */
export class FrameRequestError extends Error {
  override name = 'FrameRequestError'

  constructor(
    message: string,
    readonly code?: number,
    readonly reason?: string,
  ) {
    super(message)
  }
}
