/**
 * The kernel's English message catalogue: every user-facing string of the kernel. Plugins add
 * their own keys with `addMessages`. Values may hold `{name}` placeholders.
 */
export const englishMessages: Record<string, string> = {
  'modal.close': 'Close',
  'modal.back': 'Back',
  'view.Connect.title': 'Connect Wallet',
  'view.Account.title': 'Account',
  'view.Networks.title': 'Choose Network',
  'view.UnsupportedChain.title': 'Switch Network',
  'view.AllWallets.title': 'All Wallets',
  'view.ConnectingExternal.title': 'Connecting',
}
