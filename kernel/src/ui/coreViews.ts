import type { RegistryStore } from '../store/RegistryStore.ts'

/**
 * Registers the kernel's core views (each loaded on demand, titled by a message key) and the
 * kernel's wallet section of the Connect view; returns the function that removes them all.
 */
export function registerCoreViews(registry: RegistryStore): () => void {
  const removals = [
    registry.registerView({ id: 'Connect', load: () => import('./views/ConnectView.tsx'), title: 'view.Connect.title' }),
    registry.registerView({ id: 'Account', load: () => import('./views/AccountView.tsx'), title: 'view.Account.title' }),
    registry.registerView({ id: 'Networks', load: () => import('./views/NetworksView.tsx'), title: 'view.Networks.title' }),
    registry.registerView({ id: 'UnsupportedChain', load: () => import('./views/UnsupportedChainView.tsx'), title: 'view.UnsupportedChain.title' }),
    registry.registerView({ id: 'AllWallets', load: () => import('./views/AllWalletsView.tsx'), title: 'view.AllWallets.title' }),
    registry.registerView({ id: 'ConnectingExternal', load: () => import('./views/ConnectingExternalView.tsx'), title: 'view.ConnectingExternal.title' }),
    registry.registerView({ id: 'ConnectingWalletConnect', load: () => import('./views/ConnectingWalletConnectView.tsx'), title: 'view.ConnectingWalletConnect.title' }),
    registry.registerView({ id: 'ApproveTransaction', load: () => import('./views/ApproveTransactionView.tsx'), title: 'view.ApproveTransaction.title' }),
    registry.addConnectSection({ id: 'wallet', kind: 'wallet', load: () => import('./views/connect/WalletSection.tsx') }),
    registry.addAccountTab({ id: 'tokens', label: 'account.tab.tokens', order: 1, load: () => import('./views/account/TokensTab.tsx') }),
  ]
  return () => {
    for (const remove of removals) remove()
  }
}
