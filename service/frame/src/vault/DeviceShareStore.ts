import { decode } from '@portico/kernel/extend'
import { DeviceShareUnreadableError, StorageUnavailableError } from './errors.ts'
import { openVaultDatabase } from './openVaultDatabase.ts'
import { requestOutcome } from './requestOutcome.ts'
import { StoredDeviceShare } from './StoredDeviceShare.ts'
import { transactionDone } from './transactionDone.ts'
import { vaultDatabase } from './vaultDatabase.ts'

const wrapAlgorithm = { name: 'AES-GCM', length: 256 } as const

/** The user id as AES-GCM additional data: a record moved to another user's key does not decrypt. */
function additionalDataOf(userId: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`portico/device-share/v1/${userId}`)
}

/**
 * The device shares of this browser, on the frame origin: IndexedDB records AES-GCM encrypted under
 * one WebCrypto key generated with `extractable: false` and kept as a CryptoKey in IndexedDB
 * (structured clone keeps it non-extractable: script on this origin can use it, never read it).
 */
export class DeviceShareStore {
  private readonly databaseName: string
  private database: Promise<IDBDatabase> | undefined

  constructor(databaseName: string = vaultDatabase.name) {
    this.databaseName = databaseName
  }

  /** The user's device share, or undefined when this browser has none; DeviceShareUnreadableError when it does not decrypt. */
  async read(userId: string): Promise<Uint8Array | undefined> {
    const database = await this.open()
    let record: unknown
    let key: unknown
    try {
      const transaction = database.transaction([vaultDatabase.deviceShareStore, vaultDatabase.wrappingKeyStore], 'readonly')
      ;[record, key] = await Promise.all([
        requestOutcome<unknown>(transaction.objectStore(vaultDatabase.deviceShareStore).get(userId)),
        requestOutcome<unknown>(transaction.objectStore(vaultDatabase.wrappingKeyStore).get(vaultDatabase.wrappingKeyId)),
      ])
    } catch (error) {
      throw new StorageUnavailableError('The device share could not be read', error)
    }
    if (record === undefined) return undefined
    const stored = decode(StoredDeviceShare, record)
    if (!stored.ok) throw new DeviceShareUnreadableError(`The stored record is not a device share: ${stored.error}`)
    if (!(key instanceof CryptoKey)) throw new DeviceShareUnreadableError('The wrapping key of this browser is gone')
    try {
      const iv = new Uint8Array(stored.value.iv)
      const ciphertext = new Uint8Array(stored.value.ciphertext)
      const clear = await crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData: additionalDataOf(userId) }, key, ciphertext)
      return new Uint8Array(clear)
    } catch (error) {
      throw new DeviceShareUnreadableError('The device share does not decrypt', error)
    }
  }

  /** Encrypts the user's device share under this browser's wrapping key and stores it (replacing one there). */
  async write(userId: string, share: Uint8Array): Promise<void> {
    const key = await this.wrappingKey()
    const iv = crypto.getRandomValues(new Uint8Array(12))
    const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: additionalDataOf(userId) }, key, new Uint8Array(share)))
    const record: StoredDeviceShare = { iv, ciphertext }
    const transaction = (await this.open()).transaction(vaultDatabase.deviceShareStore, 'readwrite')
    transaction.objectStore(vaultDatabase.deviceShareStore).put(record, userId)
    await this.settle(transaction, 'write')
  }

  /** Deletes the user's device share from this browser. */
  async forget(userId: string): Promise<void> {
    const transaction = (await this.open()).transaction(vaultDatabase.deviceShareStore, 'readwrite')
    transaction.objectStore(vaultDatabase.deviceShareStore).delete(userId)
    await this.settle(transaction, 'forget')
  }

  /** Closes the database connection (a later call opens it again). */
  async close(): Promise<void> {
    const database = this.database
    this.database = undefined
    if (database) (await database).close()
  }

  private open(): Promise<IDBDatabase> {
    this.database ??= openVaultDatabase(this.databaseName).catch((error: unknown) => {
      this.database = undefined
      throw error
    })
    return this.database
  }

  /** This browser's wrapping key: the stored one, else a new non-extractable key (the first stored wins a race between tabs). */
  private async wrappingKey(): Promise<CryptoKey> {
    const stored = await this.storedWrappingKey()
    if (stored) return stored
    const generated = await crypto.subtle.generateKey(wrapAlgorithm, false, ['encrypt', 'decrypt'])
    const transaction = (await this.open()).transaction(vaultDatabase.wrappingKeyStore, 'readwrite')
    // `add` refuses an existing key: another tab stored one first, and that one is used.
    const added = transaction.objectStore(vaultDatabase.wrappingKeyStore).add(generated, vaultDatabase.wrappingKeyId)
    added.onerror = (event) => event.preventDefault()
    await transactionDone(transaction).catch(() => undefined)
    const kept = await this.storedWrappingKey()
    if (!kept) throw new StorageUnavailableError('The wrapping key was not stored')
    return kept
  }

  private async storedWrappingKey(): Promise<CryptoKey | undefined> {
    const transaction = (await this.open()).transaction(vaultDatabase.wrappingKeyStore, 'readonly')
    const key = await requestOutcome<unknown>(transaction.objectStore(vaultDatabase.wrappingKeyStore).get(vaultDatabase.wrappingKeyId))
    return key instanceof CryptoKey ? key : undefined
  }

  private async settle(transaction: IDBTransaction, what: string): Promise<void> {
    try {
      await transactionDone(transaction)
    } catch (error) {
      throw new StorageUnavailableError(`The device share ${what} did not commit`, error)
    }
  }
}
