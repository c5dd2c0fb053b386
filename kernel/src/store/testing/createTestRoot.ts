import { decodeOptions } from '../../config/decodeOptions.ts'
import type { AppKitOptionsInput } from '../../config/AppKitOptions.ts'
import { EventBus } from '../../services/EventBus.ts'
import type { PorticoEvents } from '../../services/PorticoEvents.ts'
import { Storage } from '../../services/Storage.ts'
import { memoryStorageBackend } from '../../services/memoryStorageBackend.ts'
import { RootStore } from '../../RootStore.ts'

/** Networks for tests: Ethereum, Polygon and Solana mainnet, on local URLs. */
export const testNetworks = [
  { id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } },
  { id: 137, name: 'Polygon', nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } } },
  {
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    chainNamespace: 'solana' as const,
    name: 'Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  },
]

/** A real root store from decoded options, over storage in memory, for unit tests. */
export function createTestRoot(options: Partial<AppKitOptionsInput> = {}, storage = new Storage(memoryStorageBackend())): RootStore {
  const decoded = decodeOptions({ projectId: 'test-project', networks: testNetworks, ...options })
  return new RootStore({ ...decoded, adapters: decoded.options.adapters ?? [], storage, events: new EventBus<PorticoEvents>() })
}
