/**
 * The optional operations of a chain adapter and the capability that announces each, without
 * the namespace prefix: `switchNetwork` exists exactly when `eip155:switchChain` is announced.
 */
export const optionalOperations = {
  switchNetwork: 'switchChain',
  signMessage: 'signMessage',
  getBalances: 'balances',
} as const
