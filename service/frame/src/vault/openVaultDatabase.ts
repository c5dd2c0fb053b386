import { StorageUnavailableError } from './errors.ts'
import { requestOutcome } from './requestOutcome.ts'
import { vaultDatabase } from './vaultDatabase.ts'

/** Opens (and on first use creates) the vault's IndexedDB database on this origin. */
export async function openVaultDatabase(name: string = vaultDatabase.name): Promise<IDBDatabase> {
  const request = indexedDB.open(name, vaultDatabase.version)
  request.onupgradeneeded = () => {
    const database = request.result
    if (!database.objectStoreNames.contains(vaultDatabase.wrappingKeyStore)) database.createObjectStore(vaultDatabase.wrappingKeyStore)
    if (!database.objectStoreNames.contains(vaultDatabase.deviceShareStore)) database.createObjectStore(vaultDatabase.deviceShareStore)
  }
  try {
    return await requestOutcome(request)
  } catch (error) {
    throw new StorageUnavailableError(`IndexedDB ${name} did not open`, error)
  }
}
