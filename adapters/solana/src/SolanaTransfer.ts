import type { Network } from '@portico/kernel'
import type { TransferRequest } from '@portico/kernel/extend'

/** SOL transfers through the connected wallet (SPEC §7 wallet sends), and their fee. */
export interface SolanaTransfer {
  /** Sends SOL (tokens are refused); resolves the base58 signature once the transfer is confirmed. */
  sendTransaction(request: TransferRequest): Promise<string>
  /**
   * Resolves once the network has confirmed the transfer, so what it changed can be read. A
   * signature from `sendTransaction` is confirmed already, so this resolves at once for it.
   */
  waitForTransaction(signature: string, network: Network): Promise<void>
  /** The fee of a SOL transfer in lamports, as the network prices its message. */
  estimateFee(request: TransferRequest, network: Network): Promise<bigint>
}
