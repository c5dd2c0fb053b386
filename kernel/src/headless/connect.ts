import { runInAction } from 'mobx'
import type { AppKit } from '../AppKit.ts'
import { ConfigError } from '../errors.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { WalletItem } from './WalletItem.ts'
import { headlessConnectionOf } from './headlessConnectionOf.ts'
import { instanceOf } from './instanceOf.ts'

/**
 * Connects a listed wallet (AppKit's `connect(wallet, namespace)`), through the same path as the
 * modal: its own connector (the one of `namespace` when given), else WalletConnect, whose URI
 * `wcUri` then carries until a wallet pairs; a registry wallet is kept as recent on success.
 * `connectingWallet` is the wallet meanwhile. Rejects with the adapters' error (code 4001 when the
 * user declined); a WalletConnect failure also sets `wcError`.
 */
export async function connect(wallet: WalletItem, namespace?: ChainNamespace, appKit?: AppKit): Promise<void> {
  const { store } = instanceOf(appKit)
  const { adapters, connections } = store
  const own = wallet.connectors.find((connector) => namespace === undefined || connector.chain === namespace)
  const throughWalletConnect = !own || adapters.connectors.find((candidate) => candidate.id === own.id)?.type === 'WALLET_CONNECT'
  const connection = headlessConnectionOf(store)
  if (namespace) runInAction(() => connections.setActiveNamespace(namespace))
  const signal = connection.start(wallet, throughWalletConnect)
  try {
    // As the modal's connect does: the adapters load (if intent has not loaded them yet), then their connectors are known.
    await adapters.ensureLoaded()
    const connector = adapters.connectors.find((candidate) => (own ? candidate.id === own.id : candidate.type === 'WALLET_CONNECT'))
    if (!connector) {
      throw new ConfigError(own ? `No adapter offers the connector ${own.id}` : 'WalletConnectConnector not found: list walletConnect() among the adapters to connect registry wallets', { code: 'CONNECTOR_NOT_FOUND' })
    }
    await adapters.connect(connector.id, { signal, ...(throughWalletConnect && wallet.walletInfo ? { wallet: wallet.walletInfo } : {}) })
    connection.settle(signal, false)
  } catch (error) {
    connection.settle(signal, true)
    throw error
  }
}
