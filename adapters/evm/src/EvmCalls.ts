import type { Network } from '@portico/kernel'
import type { EvmCall } from './EvmCall.ts'
import type { EvmCallsOutcome } from './EvmCallsOutcome.ts'

/** Contract calls through the connected wallet (the swaps plugin's approve and swap), one by one or as an atomic batch. */
export interface EvmCalls {
  /** Whether the connected wallet runs a batch atomically on the network (EIP-5792 `wallet_getCapabilities` atomic status 'supported' or 'ready'); false when it cannot tell. */
  supportsAtomicBatch(network: Network): Promise<boolean>
  /** Sends one call (eth_sendTransaction); resolves its hash once the wallet sent it. Errors as the transfers' (code 4001 when declined; a revert found at estimation is an 'execution reverted' error whose message keeps the revert reason). */
  sendCall(call: EvmCall, network: Network): Promise<string>
  /** Sends the calls as one atomic batch (wallet_sendCalls 2.0.0, atomicRequired true) and resolves once it is final (wallet_getCallsStatus). */
  sendAtomicBatch(calls: readonly EvmCall[], network: Network): Promise<EvmCallsOutcome>
  /** Resolves once a sent call is included: its status. Rejects when no receipt comes within a minute. */
  waitForCall(hash: string, network: Network): Promise<EvmCallsOutcome>
}
