/** The chain changed while a batch was read (a reorganisation under way): the batch is read again. */
export class ChainMovedError extends Error {
  override readonly name = 'ChainMovedError'
}
