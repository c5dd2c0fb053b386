/** The frame origin's IndexedDB database of the vault: its name, version and object stores. */
export const vaultDatabase = {
  name: 'portico-frame-vault',
  version: 1,
  /** One record, key `device`: the non-extractable AES-GCM CryptoKey that wraps every device share. */
  wrappingKeyStore: 'wrapping-keys',
  wrappingKeyId: 'device',
  /** One record per user id: `{ iv, ciphertext }` of that user's device share. */
  deviceShareStore: 'device-shares',
} as const
