import { BaseError } from '@portico/kernel'

// The key vault's BaseError subclasses, in one file as DESIGN.md's "Errors" section asks.

/** Why the vault refused: one code per condition. */
export type VaultErrorCode =
  | 'VAULT_SHARES_MISMATCH'
  | 'VAULT_DEVICE_SHARE_MISSING'
  | 'VAULT_DEVICE_SHARE_UNREADABLE'
  | 'VAULT_STORAGE_UNAVAILABLE'
  | 'VAULT_RECOVERY_REFUSED'
  | 'VAULT_RECOVERY_KIND_MISMATCH'
  | 'VAULT_ARGON2_PARAMETERS_REFUSED'
  | 'VAULT_PASSKEY_FAILED'
  | 'VAULT_WALLET_MISSING'
  | 'VAULT_LOCKED'
  | 'VAULT_EXPORT_CONFIRMATION_REFUSED'

/** The codes the frame's backend refuses with (the wire contract), or BACKEND_REFUSED for one this page does not know. */
export type BackendRefusalCode =
  | 'EMAIL_COOLDOWN'
  | 'EMAIL_RATE_LIMITED'
  | 'INVALID_CODE'
  | 'CODE_LOCKED'
  | 'CODE_EXPIRED'
  | 'SESSION_EXPIRED'
  | 'WALLET_EXISTS'
  | 'INVALID_KEY'
  | 'ORIGIN_NOT_ALLOWED'
  | 'BACKEND_REFUSED'

/** Why a call to the frame's backend failed. */
export type BackendErrorCode = BackendRefusalCode | 'BACKEND_TIMEOUT' | 'BACKEND_UNREACHABLE' | 'BACKEND_ANSWER_INVALID'

/** Every code of this folder's errors. */
export type FrameVaultErrorCode = VaultErrorCode | BackendErrorCode

const backendRefusalCodes: readonly BackendRefusalCode[] = [
  'EMAIL_COOLDOWN',
  'EMAIL_RATE_LIMITED',
  'INVALID_CODE',
  'CODE_LOCKED',
  'CODE_EXPIRED',
  'SESSION_EXPIRED',
  'WALLET_EXISTS',
  'INVALID_KEY',
  'ORIGIN_NOT_ALLOWED',
]

/** Two shares that do not make the wallet's key: a wrong or tampered share, or the same share twice. Never a wrong key. */
export class SharesMismatchError extends BaseError {
  override name = 'SharesMismatchError'
  declare readonly code: 'VAULT_SHARES_MISMATCH'

  constructor(details: string, cause?: unknown) {
    super('The key shares do not match this wallet', { code: 'VAULT_SHARES_MISMATCH', details, cause })
  }
}

/** This browser holds no device share for the user: a new device, which recovers instead. */
export class DeviceShareMissingError extends BaseError {
  override name = 'DeviceShareMissingError'
  declare readonly code: 'VAULT_DEVICE_SHARE_MISSING'

  constructor() {
    super('This device holds no key share for this user', { code: 'VAULT_DEVICE_SHARE_MISSING' })
  }
}

/** The stored device share does not decrypt or decode (tampered, or wrapped by a key this browser lost). */
export class DeviceShareUnreadableError extends BaseError {
  override name = 'DeviceShareUnreadableError'
  declare readonly code: 'VAULT_DEVICE_SHARE_UNREADABLE'

  constructor(details: string, cause?: unknown) {
    super("This device's key share cannot be read", { code: 'VAULT_DEVICE_SHARE_UNREADABLE', details, cause })
  }
}

/** IndexedDB could not be opened or written on this origin. */
export class StorageUnavailableError extends BaseError {
  override name = 'StorageUnavailableError'
  declare readonly code: 'VAULT_STORAGE_UNAVAILABLE'

  constructor(details: string, cause?: unknown) {
    super("The frame's storage is not available", { code: 'VAULT_STORAGE_UNAVAILABLE', details, cause })
  }
}

/** The recovery envelope does not open: a wrong password or passkey, or a tampered envelope (AES-GCM cannot tell them apart). */
export class RecoveryRefusedError extends BaseError {
  override name = 'RecoveryRefusedError'
  declare readonly code: 'VAULT_RECOVERY_REFUSED'

  constructor(details: string, cause?: unknown) {
    super('The recovery share could not be opened', { code: 'VAULT_RECOVERY_REFUSED', details, cause })
  }
}

/** A password was given for a passkey envelope, or the other way round. */
export class RecoveryKindMismatchError extends BaseError {
  override name = 'RecoveryKindMismatchError'
  declare readonly code: 'VAULT_RECOVERY_KIND_MISMATCH'
  readonly expected: 'password' | 'passkey'

  constructor(expected: 'password' | 'passkey') {
    super(`This wallet recovers with a ${expected}`, { code: 'VAULT_RECOVERY_KIND_MISMATCH' })
    this.expected = expected
  }
}

/** An envelope's Argon2id parameters below OWASP's minimum or beyond what a browser should spend. */
export class Argon2ParametersRefusedError extends BaseError {
  override name = 'Argon2ParametersRefusedError'
  declare readonly code: 'VAULT_ARGON2_PARAMETERS_REFUSED'

  constructor(details: string) {
    super("The recovery envelope's password parameters are refused", { code: 'VAULT_ARGON2_PARAMETERS_REFUSED', details })
  }
}

/** The passkey ceremony failed: cancelled, no authenticator, or no PRF support. */
export class PasskeyFailedError extends BaseError {
  override name = 'PasskeyFailedError'
  declare readonly code: 'VAULT_PASSKEY_FAILED'

  constructor(details: string, cause?: unknown) {
    super('The passkey could not be used', { code: 'VAULT_PASSKEY_FAILED', details, cause })
  }
}

/** The backend has no wallet for the user: make one first. */
export class WalletMissingError extends BaseError {
  override name = 'WalletMissingError'
  declare readonly code: 'VAULT_WALLET_MISSING'

  constructor() {
    super('This user has no wallet yet', { code: 'VAULT_WALLET_MISSING' })
  }
}

/** The keys are not in memory: unlock or recover first. */
export class VaultLockedError extends BaseError {
  override name = 'VaultLockedError'
  declare readonly code: 'VAULT_LOCKED'

  constructor() {
    super('The wallet is locked', { code: 'VAULT_LOCKED' })
  }
}

/** An export without a fresh confirmation, or with one that does not open this wallet's recovery share. */
export class ExportConfirmationRefusedError extends BaseError {
  override name = 'ExportConfirmationRefusedError'
  declare readonly code: 'VAULT_EXPORT_CONFIRMATION_REFUSED'

  constructor(details: string, cause?: unknown) {
    super('Confirm it is you to export the private key', { code: 'VAULT_EXPORT_CONFIRMATION_REFUSED', details, cause })
  }
}

/** The backend refused (`4xx { error, code }`): `code` is its code when the contract names it, else BACKEND_REFUSED. */
export class BackendRefusedError extends BaseError {
  override name = 'BackendRefusedError'
  declare readonly code: BackendRefusalCode
  readonly status: number
  /** The backend's own code, as sent. */
  readonly backendCode: string | undefined
  /** How long to wait, for EMAIL_COOLDOWN. */
  readonly retryAfterSeconds: number | undefined

  constructor(status: number, message: string, backendCode: string | undefined, retryAfterSeconds?: number) {
    const known = backendRefusalCodes.find((code) => code === backendCode)
    super(message, { code: known ?? 'BACKEND_REFUSED', details: `HTTP ${status}` })
    this.status = status
    this.backendCode = backendCode
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** The backend did not answer within the client's timeout. */
export class BackendTimeoutError extends BaseError {
  override name = 'BackendTimeoutError'
  declare readonly code: 'BACKEND_TIMEOUT'

  constructor(path: string, timeoutMs: number) {
    super("The frame's backend did not answer in time", { code: 'BACKEND_TIMEOUT', details: `${path} after ${timeoutMs} ms` })
  }
}

/** The backend could not be reached (network error). */
export class BackendUnreachableError extends BaseError {
  override name = 'BackendUnreachableError'
  declare readonly code: 'BACKEND_UNREACHABLE'

  constructor(path: string, cause: unknown) {
    super("The frame's backend cannot be reached", { code: 'BACKEND_UNREACHABLE', details: path, cause })
  }
}

/** The backend answered 2xx with a body outside the contract, or a non-JSON body. */
export class BackendAnswerInvalidError extends BaseError {
  override name = 'BackendAnswerInvalidError'
  declare readonly code: 'BACKEND_ANSWER_INVALID'

  constructor(path: string, details: string) {
    super("The frame's backend answered unexpectedly", { code: 'BACKEND_ANSWER_INVALID', details: `${path}: ${details}` })
  }
}
