import { ServiceError } from '../api/ServiceError.ts'

/** Why a secure-frame route refuses, as the `code` of its `{ error, code }` answer. */
export type FrameErrorCode =
  | 'INVALID_REQUEST'
  | 'NOT_FOUND'
  | 'INVALID_CODE'
  | 'CODE_LOCKED'
  | 'CODE_EXPIRED'
  | 'EMAIL_COOLDOWN'
  | 'EMAIL_RATE_LIMITED'
  | 'EMAIL_IN_USE'
  | 'NO_DEVICE_APPROVAL'
  | 'NO_EMAIL_UPDATE'
  | 'SESSION_EXPIRED'
  | 'WALLET_EXISTS'
  | 'MAIL_FAILED'
  | 'APP_NOT_ALLOWED'
  | 'UNKNOWN_PROVIDER'
  | 'SOCIAL_LOGIN_INVALID'
  | 'FARCASTER_LOGIN_INVALID'
  | 'FARCASTER_RELAY_FAILED'

const statusOf: Record<FrameErrorCode, number> = {
  INVALID_REQUEST: 400,
  NOT_FOUND: 404,
  INVALID_CODE: 400,
  CODE_LOCKED: 400,
  CODE_EXPIRED: 400,
  EMAIL_COOLDOWN: 429,
  EMAIL_RATE_LIMITED: 429,
  EMAIL_IN_USE: 409,
  NO_DEVICE_APPROVAL: 400,
  NO_EMAIL_UPDATE: 400,
  SESSION_EXPIRED: 401,
  WALLET_EXISTS: 409,
  MAIL_FAILED: 502,
  APP_NOT_ALLOWED: 403,
  UNKNOWN_PROVIDER: 400,
  SOCIAL_LOGIN_INVALID: 400,
  FARCASTER_LOGIN_INVALID: 400,
  FARCASTER_RELAY_FAILED: 502,
}

/** An error a secure-frame route throws on purpose: its code, the HTTP status, and extra fields of the answer (`retryAfterSeconds`). */
export class FrameError extends ServiceError<FrameErrorCode> {
  readonly extra: Record<string, unknown>

  constructor(code: FrameErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(code, message, statusOf[code])
    this.name = 'FrameError'
    this.extra = extra
  }
}
