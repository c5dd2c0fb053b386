import type { UniversalProviderInstance } from './UniversalProviderInstance.ts'

/**
 * Closes a universal provider for good: its relay socket and heartbeat stop, so it receives
 * nothing more and writes nothing more to the storage the origin's tabs share. Core keeps one
 * instance per storage prefix on globalThis: the next one starts afresh from storage.
 */
export function closeUniversal(universal: UniversalProviderInstance, storagePrefix: string): void {
  const { core } = universal.client
  core.heartbeat.stop()
  void core.relayer.transportClose().catch(() => undefined)
  Reflect.deleteProperty(globalThis, `_walletConnectCore_${storagePrefix}`)
  Reflect.deleteProperty(globalThis, `_walletConnectCore_${storagePrefix}_count`)
}
