/** A refusal of the frame's backend: the route answers `status` with `{ error: message }`. */
export class BackendError extends Error {
  override name = 'BackendError'

  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message)
  }
}
