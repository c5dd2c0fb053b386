import type { SmartAccountNetwork } from '../../../service/frame/src/page/SmartAccountNetwork.ts'

/** Options of `startSecureFrame`. */
export interface SecureFrameOptions {
  /** Port on 127.0.0.1; a free one when omitted (then taken strictly when given). */
  port?: number
  /** JSON-RPC urls (anvil) by EVM chain id: the chains the frame signs and sends on. */
  chains: Readonly<Record<number, string>>
  /** The chains (of `chains`) where users get a smart account: its contracts and bundler. None: EOAs only. */
  smartAccounts?: Readonly<Record<number, SmartAccountNetwork>>
  /** The Solana JSON-RPC url, for `solana_signAndSendTransaction`. */
  solanaRpcUrl?: string
  /**
   * Origins allowed to embed the frame. An entry without a port (`http://127.0.0.1`) allows any
   * port of a loopback host. Default: any port of `http://127.0.0.1` and `http://localhost`.
   */
  allowedAppOrigins?: readonly string[]
  /** Dev faucet: each new EVM account, and its smart account where there is one, gets this balance on every chain (`anvil_setBalance`); default 10 ETH, `0n` disables. */
  fundWei?: bigint
}
