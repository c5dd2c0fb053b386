import { UniversalProvider } from '@walletconnect/universal-provider'
import { afterAll, describe, expect, it } from 'vitest'
import { startRelay } from '../../../tests/harness/walletconnect/startRelay.ts'
import type { KeyValueStorage } from './KeyValueStorage.ts'
import { trustRelaySocket } from './trustRelaySocket.ts'

const relay = await startRelay()
afterAll(() => relay.stop())

function memoryStorage(): KeyValueStorage {
  const entries = new Map<string, unknown>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <T,>() => [...entries].map(([key, value]): [string, T] => [key, value as T]),
    getItem: async <T,>(key: string) => entries.get(key) as T | undefined,
    setItem: async (key, value) => void entries.set(key, value),
    removeItem: async (key) => void entries.delete(key),
  }
}

describe('trustRelaySocket', () => {
  it('opens the socket to a reachable relay though the browser says it is offline', async () => {
    const universal = await UniversalProvider.init({
      projectId: 'portico-test',
      relayUrl: relay.url,
      customStoragePrefix: `offline-${crypto.randomUUID()}`,
      telemetryEnabled: false,
      disableProviderPing: true,
      storage: memoryStorage(),
    })
    const { core } = universal.client
    try {
      // In Node core always finds itself online; in a browser with navigator.onLine false its check throws this.
      core.relayer.confirmOnlineStateOrThrow = async () => {
        throw new Error('No internet connection detected. Please restart your network and try again.')
      }
      // A subscription (as a pairing makes) is what opens the socket.
      const topic = [...crypto.getRandomValues(new Uint8Array(32))].map((byte) => byte.toString(16).padStart(2, '0')).join('')
      await expect(core.relayer.subscribe(topic)).rejects.toThrow('No internet connection detected')
      expect(core.relayer.connected).toBe(false)

      trustRelaySocket(universal)
      await core.relayer.subscribe(topic)
      expect(core.relayer.connected).toBe(true)
      expect(relay.connections().some((connection) => connection.projectId === 'portico-test')).toBe(true)
    } finally {
      core.heartbeat.stop()
      await core.relayer.transportClose().catch(() => undefined)
    }
  }, 30_000)
})
