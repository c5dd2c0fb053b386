import { ProviderError } from '@portico/kernel'
import { toProviderError } from '@portico/kernel/extend'
import { FrameError, FrameRpcError, InvalidParamsError, NotConnectedError } from './errors.ts'

/**
 * A ProviderError for what an embedded wallet request threw: the frame's JSON-RPC code when it
 * gave one (4001...), 4900 for a frame that is gone or never loaded (keeping "Request was
 * aborted"), -32602 for params the frame protocol refuses, else the kernel's mapping of the text.
 */
export function toEmbeddedProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error
  if (error instanceof FrameError) {
    if (error.rpcCode !== undefined) return new FrameRpcError(error.shortMessage, error.rpcCode, error)
    switch (error.code) {
      case 'FRAME_MESSAGE_INVALID':
        return new InvalidParamsError({ cause: error, ...(error.details ? { details: error.details } : {}) })
      case 'FRAME_REQUEST_ABORTED':
      case 'FRAME_REQUEST_TIMEOUT':
      case 'FRAME_CLOSED':
      case 'FRAME_NOT_SET':
        return new NotConnectedError(error.shortMessage, error)
      case 'FRAME_ERROR':
        return toProviderError({ message: error.shortMessage, cause: error })
    }
  }
  return toProviderError(error)
}
