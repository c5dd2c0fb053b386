import type { ChainNamespace } from '../model/ChainNamespace.ts'

/**
 * An unsafe wallet request (SPEC §6: signing, sending, permissions) that a connector adapter
 * holding the keys itself (the embedded wallet) asks the user to approve in ApproveTransaction.
 */
export interface ApprovalRequest {
  namespace: ChainNamespace
  /** The JSON-RPC method, such as `personal_sign` or `eth_sendTransaction`. */
  method: string
  /** The request's params as the app gave them; the view shows what it can read of them. */
  params: unknown
  /** Withdraws the request (the wallet gave up on it): it is taken off the view and rejected. */
  signal?: AbortSignal
}
