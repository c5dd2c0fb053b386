import { base64 } from '@scure/base'
import { bytesToHex } from 'viem'
import { combineShares } from '../../../service/frame/src/vault/combineShares.ts'
import { DeviceShareStore } from '../../../service/frame/src/vault/DeviceShareStore.ts'
import { FrameVault } from '../../../service/frame/src/vault/FrameVault.ts'
import { openWithPassword } from '../../../service/frame/src/vault/openWithPassword.ts'
import { vaultDatabase } from '../../../service/frame/src/vault/vaultDatabase.ts'
import type { FrameVaultTestApi, RawValue } from './FrameVaultTestApi.ts'

function request<T>(operation: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result)
    operation.onerror = () => reject(operation.error)
  })
}

function openRaw(): Promise<IDBDatabase> {
  return request(indexedDB.open(vaultDatabase.name))
}

function describe(value: unknown): RawValue {
  if (value instanceof CryptoKey) return { kind: 'CryptoKey', extractable: value.extractable, algorithm: value.algorithm.name, usages: [...value.usages] }
  if (value instanceof ArrayBuffer) return { kind: 'bytes', hex: bytesToHex(new Uint8Array(value)) }
  if (ArrayBuffer.isView(value)) return { kind: 'bytes', hex: bytesToHex(new Uint8Array(value.buffer, value.byteOffset, value.byteLength)) }
  if (typeof value === 'string') return { kind: 'text', text: value }
  if (value !== null && typeof value === 'object') return { kind: 'object', entries: Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, describe(entry)])) }
  return { kind: 'other', type: typeof value }
}

async function readRecord(store: string, key: string): Promise<unknown> {
  const database = await openRaw()
  try {
    return await request(database.transaction(store, 'readonly').objectStore(store).get(key))
  } finally {
    database.close()
  }
}

async function writeRecord(store: string, key: string, value: unknown): Promise<void> {
  const database = await openRaw()
  try {
    await request(database.transaction(store, 'readwrite').objectStore(store).put(value, key))
  } finally {
    database.close()
  }
}

const api: FrameVaultTestApi = {
  FrameVault,
  DeviceShareStore,
  combineShares,
  openWithPassword,
  base64ToBytes: (text) => base64.decode(text),
  bytesToHex: (bytes) => bytesToHex(bytes).slice(2),
  async settle(work) {
    try {
      return { ok: true, value: await (typeof work === 'function' ? work() : work) }
    } catch (error) {
      const { name, code } = error as { name?: string; code?: string | number }
      return { ok: false, name: name ?? 'unknown', code }
    }
  },
  async rawRecords() {
    // Opening a database that is not there would make an empty one, which the vault would then find without its stores.
    if (!(await indexedDB.databases()).some((known) => known.name === vaultDatabase.name)) return []
    const database = await openRaw()
    try {
      const records: { store: string; key: string; value: RawValue }[] = []
      for (const store of Array.from(database.objectStoreNames)) {
        const objects = database.transaction(store, 'readonly').objectStore(store)
        const [keys, values] = await Promise.all([request(objects.getAllKeys()), request(objects.getAll())])
        keys.forEach((key, index) => records.push({ store, key: String(key), value: describe(values[index]) }))
      }
      return records
    } finally {
      database.close()
    }
  },
  async exportStoredWrappingKey() {
    const key = (await readRecord(vaultDatabase.wrappingKeyStore, vaultDatabase.wrappingKeyId)) as CryptoKey
    const names: string[] = []
    for (const format of ['raw', 'jwk'] as const) {
      names.push(await crypto.subtle.exportKey(format, key).then(() => 'exported', (error: Error) => error.name))
    }
    return names
  },
  async tamperDeviceRecord(userId) {
    const record = (await readRecord(vaultDatabase.deviceShareStore, userId)) as { iv: Uint8Array; ciphertext: Uint8Array }
    const ciphertext = new Uint8Array(record.ciphertext)
    ciphertext[0] = ciphertext[0]! ^ 1
    await writeRecord(vaultDatabase.deviceShareStore, userId, { ...record, ciphertext })
  },
  async copyDeviceRecord(fromUserId, toUserId) {
    await writeRecord(vaultDatabase.deviceShareStore, toUserId, await readRecord(vaultDatabase.deviceShareStore, fromUserId))
  },
}

window.frameVaultTest = api
