import { ProviderError } from '@portico/kernel'
import { rpcErrorCodes, toProviderError } from '@portico/kernel/extend'
import { FrameError } from './errors.ts'

/**
 * A ProviderError for what an embedded wallet request threw: the frame's JSON-RPC code when it
 * gave one (4001...), 4900 for a frame that is gone or never loaded (keeping "Request was
 * aborted"), -32602 for params the frame protocol refuses, else the kernel's mapping of the text.
 */
export function toEmbeddedProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error
  if (error instanceof FrameError) {
    if (error.rpcCode !== undefined) return new ProviderError(error.shortMessage, { code: error.rpcCode, cause: error })
    switch (error.code) {
      case 'FRAME_MESSAGE_INVALID':
        return new ProviderError(rpcErrorCodes.INVALID_PARAMS.message, { code: rpcErrorCodes.INVALID_PARAMS.code, cause: error, ...(error.details ? { details: error.details } : {}) })
      case 'FRAME_REQUEST_ABORTED':
      case 'FRAME_REQUEST_TIMEOUT':
      case 'FRAME_CLOSED':
      case 'FRAME_NOT_SET':
        return new ProviderError(error.shortMessage, { code: rpcErrorCodes.DISCONNECTED.code, cause: error })
      case 'FRAME_ERROR':
        return toProviderError({ message: error.shortMessage, cause: error })
    }
  }
  return toProviderError(error)
}
