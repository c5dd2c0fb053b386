/** A key that encrypts the auth shares at rest (AES-256-GCM): its id, recorded beside each share, and its 32 bytes. */
export interface KeyEncryptionKey {
  id: string
  key: Buffer
}
