import type { Network } from '@portico/kernel'
import type { TransferRequest } from '@portico/kernel/extend'

/** Native and ERC-20 transfers through the connected wallet (SPEC §7 wallet sends), and their network fee. */
export interface EvmTransfer {
  /** Sends a native or ERC-20 transfer; resolves the transaction hash once the wallet sent it. */
  sendTransaction(request: TransferRequest): Promise<string>
  /**
   * Resolves once the network has included the transaction (its receipt can be read), so what it
   * changed, such as balances, can be read; rejects when no receipt comes within a minute.
   */
  waitForTransaction(hash: string, network: Network): Promise<void>
  /** The network fee of a transfer in wei: its gas at the network's gas price. */
  estimateFee(request: TransferRequest, network: Network): Promise<bigint>
}
