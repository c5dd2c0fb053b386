import type { ConnectMethod } from './ConnectMethod.ts'
import { completeOrder } from './completeOrder.ts'

/**
 * The order of the Connect view's groups (SPEC §2): email, social, wallet; wallet, email, social
 * when an injected or announced wallet is shown. A host's `features.connectMethodsOrder` wins;
 * the groups it leaves out follow in SPEC's order.
 */
export function connectMethodOrder(walletShown: boolean, hostOrder?: readonly ConnectMethod[]): ConnectMethod[] {
  const specOrder: ConnectMethod[] = walletShown ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet']
  return completeOrder(hostOrder, specOrder)
}
