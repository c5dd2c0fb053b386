import type { combineShares } from '../../../service/frame/src/vault/combineShares.ts'
import type { DeviceShareStore } from '../../../service/frame/src/vault/DeviceShareStore.ts'
import type { FrameVault } from '../../../service/frame/src/vault/FrameVault.ts'
import type { openWithPassword } from '../../../service/frame/src/vault/openWithPassword.ts'

/** A raw IndexedDB record of the vault's database, as the test reads it: bytes as hex, CryptoKeys described. */
export type RawValue =
  | { kind: 'bytes'; hex: string }
  | { kind: 'CryptoKey'; extractable: boolean; algorithm: string; usages: string[] }
  | { kind: 'text'; text: string }
  | { kind: 'object'; entries: Record<string, RawValue> }
  | { kind: 'other'; type: string }

/** A settled call: its value, or the error's name and code. */
export type Settled<T> = { ok: true; value: T } | { ok: false; name: string; code: string | number | undefined }

/** What the test page (`main.ts`) puts on `window.frameVaultTest`. */
export interface FrameVaultTestApi {
  FrameVault: typeof FrameVault
  DeviceShareStore: typeof DeviceShareStore
  combineShares: typeof combineShares
  openWithPassword: typeof openWithPassword
  base64ToBytes(text: string): Uint8Array
  bytesToHex(bytes: Uint8Array): string
  settle<T>(promise: Promise<T> | (() => T)): Promise<Settled<T>>
  /** Every record of every store of the vault's database, keys included. */
  rawRecords(): Promise<{ store: string; key: string; value: RawValue }[]>
  /** Tries `exportKey('raw')` and `exportKey('jwk')` on the stored wrapping key: the error names. */
  exportStoredWrappingKey(): Promise<string[]>
  /** Flips one byte of the stored ciphertext of a user's device share. */
  tamperDeviceRecord(userId: string): Promise<void>
  /** Copies a user's device record under another user id. */
  copyDeviceRecord(fromUserId: string, toUserId: string): Promise<void>
}

declare global {
  interface Window {
    frameVaultTest?: FrameVaultTestApi
  }
}
