import type { FrameConfig } from './FrameConfig.ts'
import type { KeyEncryptionKey } from './KeyEncryptionKey.ts'

function keyOf(id: string, base64: string, where: string): KeyEncryptionKey {
  const key = Buffer.from(base64, 'base64')
  if (id === '' || key.length !== 32) throw new Error(`The service config is not valid:\n  - ${where}: expected an id and a 32-byte key in base64`)
  return { id, key }
}

/**
 * The key-encryption keys of the config's `secureFrame.keyEncryptionKeys`, else of the environment
 * variable `PORTICO_FRAME_KEK` (`id:base64key`, several separated by commas, the newest first).
 * Throws naming the field when there is none, a key is not 32 bytes, or two share an id.
 */
export function keyEncryptionKeysOf(config: FrameConfig, environment: NodeJS.ProcessEnv = process.env): KeyEncryptionKey[] {
  const keys = config.keyEncryptionKeys
    ? config.keyEncryptionKeys.map((entry, index) => keyOf(entry.id, entry.key, `secureFrame.keyEncryptionKeys.${index}`))
    : (environment.PORTICO_FRAME_KEK ?? '')
        .split(',')
        .filter((entry) => entry.trim() !== '')
        .map((entry, index) => {
          const separator = entry.indexOf(':')
          return keyOf(entry.slice(0, Math.max(separator, 0)).trim(), entry.slice(separator + 1).trim(), `PORTICO_FRAME_KEK (entry ${index + 1})`)
        })
  if (keys.length === 0) throw new Error('The service config is not valid:\n  - secureFrame.keyEncryptionKeys: expected at least one key here or in PORTICO_FRAME_KEK')
  if (new Set(keys.map((key) => key.id)).size !== keys.length) throw new Error('The service config is not valid:\n  - secureFrame.keyEncryptionKeys: two keys share an id')
  return keys
}
