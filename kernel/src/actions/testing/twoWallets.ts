import { Storage } from '../../services/Storage.ts'
import { memoryStorageBackend } from '../../services/memoryStorageBackend.ts'
import { AdapterRegistry } from '../../adapters/AdapterRegistry.ts'
import { fakeChainAdapter } from '../../adapters/testing/fakeChainAdapter.ts'
import type { ConnectResult } from '../../contracts/ChainAdapter.ts'
import type { Connector } from '../../model/Connector.ts'
import { createTestRoot } from '../../store/testing/createTestRoot.ts'
import type { ActionConfig } from '../ActionConfig.ts'

/** The addresses of the two wallets `twoWallets` offers. */
export const addressOf = { 'ada-wallet': '0x52908400098527886E0F7030069857D2E4169EE7', 'bob-wallet': '0x000000000000000000000000000000000000dEaD' } as const

const connectors: Connector[] = [
  { id: 'ada-wallet', type: 'ANNOUNCED', name: 'Ada Wallet', namespaces: ['eip155'] },
  { id: 'bob-wallet', type: 'ANNOUNCED', name: 'Bob Wallet', namespaces: ['eip155'] },
]

/**
 * A real root store and adapter registry over a fake EVM adapter offering two wallets (each with its
 * own address), and the actions' config. `moreAccounts` gives a wallet accounts after its own, its
 * connects and reconnects answering with all of them.
 */
export function twoWallets(storage = new Storage(memoryStorageBackend()), moreAccounts: Partial<Record<keyof typeof addressOf, string[]>> = {}) {
  const evm = fakeChainAdapter({ connectors, addresses: { ...addressOf } })
  const load = evm.definition.load
  evm.definition.load = async (context) => {
    const adapter = await load(context)
    const withMore = (connectorId: string, result: ConnectResult): ConnectResult => ({
      ...result,
      accounts: [...result.accounts, ...(moreAccounts[connectorId as keyof typeof addressOf] ?? []).map((address) => ({ namespace: 'eip155' as const, address, type: 'eoa' as const }))],
    })
    const { connect, reconnect } = adapter
    adapter.connect = async (connectorId, network) => withMore(connectorId, await connect(connectorId, network))
    if (reconnect) {
      adapter.reconnect = async (connectorId) => {
        const result = await reconnect(connectorId)
        return result && withMore(connectorId, result)
      }
    }
    return adapter
  }
  const root = createTestRoot({ adapters: [evm.definition] }, storage)
  const registry = new AdapterRegistry([evm.definition], root)
  const config: ActionConfig = { root, adapters: registry }
  return { evm, root, registry, config }
}
