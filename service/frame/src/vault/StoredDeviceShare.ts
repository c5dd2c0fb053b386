import * as t from 'io-ts'

const Bytes = new t.Type<Uint8Array, Uint8Array, unknown>(
  'Uint8Array',
  (value): value is Uint8Array => value instanceof Uint8Array,
  (value, context) => (value instanceof Uint8Array ? t.success(value) : t.failure(value, context)),
  t.identity,
)

/** A device share as IndexedDB keeps it: AES-GCM ciphertext (tag included) and its 12-byte iv; nothing in clear. */
export const StoredDeviceShare = t.type({ iv: Bytes, ciphertext: Bytes }, 'StoredDeviceShare')

/** A device share as IndexedDB keeps it: AES-GCM ciphertext (tag included) and its 12-byte iv; nothing in clear. */
export type StoredDeviceShare = t.TypeOf<typeof StoredDeviceShare>
