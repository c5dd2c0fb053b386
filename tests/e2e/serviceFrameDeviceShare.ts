import type { Page } from 'playwright-core'

/**
 * The user's device share in clear, as script on the frame origin can have it: the vault's
 * IndexedDB record decrypted with the browser's non-extractable wrapping key (used, never read).
 * For the tests that check what the service holds against what only the browser holds.
 */
export async function serviceFrameDeviceShare(page: Page, frameUrl: string, userId: string): Promise<Uint8Array> {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(frameUrl))
  if (!frame) throw new Error('The page has no secure frame')
  const bytes = await frame.evaluate(async (user) => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('portico-frame-vault')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'))
    })
    const read = (store: string, key: string) =>
      new Promise<unknown>((resolve, reject) => {
        const request = database.transaction(store, 'readonly').objectStore(store).get(key)
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'))
      })
    const record = (await read('device-shares', user)) as { iv: Uint8Array<ArrayBuffer>; ciphertext: Uint8Array<ArrayBuffer> } | undefined
    const key = (await read('wrapping-keys', 'device')) as CryptoKey | undefined
    database.close()
    if (!record || !key) throw new Error(`No device share of ${user} in this browser`)
    const additionalData = new TextEncoder().encode(`portico/device-share/v1/${user}`)
    return Array.from(new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: record.iv, additionalData }, key, record.ciphertext)))
  }, userId)
  return Uint8Array.from(bytes)
}
