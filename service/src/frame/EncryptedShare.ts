/** An auth share encrypted at rest: AES-256-GCM ciphertext with its tag appended, the iv (both base64) and the id of the key. */
export interface EncryptedShare {
  ciphertext: string
  iv: string
  keyId: string
}
