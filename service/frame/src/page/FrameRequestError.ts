/** A refusal the frame answers a request with: its message, and a JSON-RPC code when there is one. */
export class FrameRequestError extends Error {
  override name = 'FrameRequestError'

  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message)
  }
}
