import type { RegistryStore } from '@portico/kernel/internal'
import AccountView from './views/AccountView.tsx'
import ConnectView from './views/ConnectView.tsx'
import TokensTab from './views/account/TokensTab.tsx'
import WalletSection from './views/connect/WalletSection.tsx'

/**
 * Registers the kernel's core views (titled by a message key; Connect and Account with their
 * wallet section and Tokens tab ship with the modal's code, the others load on demand), leaving
 * any view, section or tab a plugin registered under the same id; returns the function that
 * removes what it registered. The modal registers them when it mounts.
 */
export function registerCoreViews(registry: RegistryStore): () => void {
  const views = [
    { id: 'Connect', load: async () => ({ default: ConnectView }), title: 'view.Connect.title' },
    { id: 'Account', load: async () => ({ default: AccountView }), title: 'view.Account.title' },
    { id: 'Networks', load: () => import('./views/NetworksView.tsx'), title: 'view.Networks.title' },
    { id: 'UnsupportedChain', load: () => import('./views/UnsupportedChainView.tsx'), title: 'view.UnsupportedChain.title' },
    { id: 'AllWallets', load: () => import('./views/AllWalletsView.tsx'), title: 'view.AllWallets.title' },
    { id: 'ConnectingExternal', load: () => import('./views/ConnectingExternalView.tsx'), title: 'view.ConnectingExternal.title' },
    { id: 'ConnectingWalletConnect', load: () => import('./views/ConnectingWalletConnectView.tsx'), title: 'view.ConnectingWalletConnect.title' },
    { id: 'WhatIsAWallet', load: () => import('./views/WhatIsAWalletView.tsx'), title: 'view.WhatIsAWallet.title' },
    { id: 'ApproveTransaction', load: () => import('./views/ApproveTransactionView.tsx'), title: 'view.ApproveTransaction.title' },
    { id: 'Profile', load: () => import('./views/ProfileView.tsx'), title: 'view.Profile.title' },
  ]
  const removals = views.filter(({ id }) => !registry.views.has(id)).map((view) => registry.registerView(view))
  if (!registry.connectSections.some(({ id }) => id === 'wallet')) removals.push(registry.addConnectSection({ id: 'wallet', kind: 'wallet', load: async () => ({ default: WalletSection }) }))
  if (!registry.accountTabs.some(({ id }) => id === 'tokens')) removals.push(registry.addAccountTab({ id: 'tokens', label: 'account.tab.tokens', order: 1, load: async () => ({ default: TokensTab }) }))
  return () => {
    for (const remove of removals) remove()
  }
}
