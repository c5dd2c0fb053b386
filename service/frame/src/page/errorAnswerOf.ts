import { BackendRefusedError } from '../vault/errors.ts'
import { FrameRequestError } from './FrameRequestError.ts'

const maxCauses = 10

function codeOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const { code, rpcCode } = error as { code?: unknown; rpcCode?: unknown }
  if (typeof rpcCode === 'number') return rpcCode
  return typeof code === 'number' ? code : undefined
}

/** A refusal code (the page's own, such as SESSION_EXPIRED, or a BackendRefusedError's, such as INVALID_KEY), passed on to the app. */
function reasonOf(error: unknown): string | undefined {
  if (error instanceof FrameRequestError) return error.reason
  if (!(error instanceof BackendRefusedError)) return undefined
  return error.code === 'BACKEND_REFUSED' ? undefined : error.code
}

/**
 * The error payload a failure is answered with: its short message, the first numeric JSON-RPC code
 * along its `cause` chain, and the first refusal code along it (`reason`: the page's own or the
 * backend's), so that the app tells a refusal by its code, never by its text.
 */
export function errorAnswerOf(error: unknown): { message: string; code?: number; reason?: string } {
  const { shortMessage, message } = (typeof error === 'object' && error !== null ? error : {}) as { shortMessage?: unknown; message?: unknown }
  const text = typeof shortMessage === 'string' && shortMessage ? shortMessage : typeof message === 'string' && message ? message : String(error)
  let code: number | undefined
  let reason: string | undefined
  let current: unknown = error
  for (let depth = 0; depth < maxCauses && current !== undefined && current !== null; depth += 1) {
    code ??= codeOf(current)
    reason ??= reasonOf(current)
    current = (current as { cause?: unknown }).cause
  }
  return { message: text, ...(code === undefined ? {} : { code }), ...(reason === undefined ? {} : { reason }) }
}
