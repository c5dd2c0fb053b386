import { Storage } from '../../services/Storage.ts'
import { memoryStorageBackend } from '../../services/memoryStorageBackend.ts'
import { AdapterRegistry } from '../../adapters/AdapterRegistry.ts'
import { fakeChainAdapter } from '../../adapters/testing/fakeChainAdapter.ts'
import type { Connector } from '../../model/Connector.ts'
import { createTestRoot } from '../../store/testing/createTestRoot.ts'
import type { ActionConfig } from '../ActionConfig.ts'

/** The addresses of the two wallets `twoWallets` offers. */
export const addressOf = { 'ada-wallet': '0x52908400098527886E0F7030069857D2E4169EE7', 'bob-wallet': '0x000000000000000000000000000000000000dEaD' } as const

const connectors: Connector[] = [
  { id: 'ada-wallet', type: 'ANNOUNCED', name: 'Ada Wallet', namespaces: ['eip155'] },
  { id: 'bob-wallet', type: 'ANNOUNCED', name: 'Bob Wallet', namespaces: ['eip155'] },
]

/** A real root store and adapter registry over a fake EVM adapter offering two wallets (each with its own address), and the actions' config. */
export function twoWallets(storage = new Storage(memoryStorageBackend())) {
  const evm = fakeChainAdapter({ connectors, addresses: { ...addressOf } })
  const root = createTestRoot({ adapters: [evm.definition] }, storage)
  const registry = new AdapterRegistry([evm.definition], root)
  const config: ActionConfig = { root, adapters: registry }
  return { evm, root, registry, config }
}
