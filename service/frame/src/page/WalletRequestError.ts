import { BaseError } from '@portico/kernel'

/** An error the frame answers a wallet request with (the params refused, a method it does not know): its JSON-RPC code goes to the dapp. */
export class WalletRequestError extends BaseError {
  override name = 'WalletRequestError'
  /** The JSON-RPC error code: 4001 (EIP-1193 user rejection), 5000 (WalletConnect's USER_REJECTED), 4902, -32602... */
  readonly rpcCode: number

  constructor(rpcCode: number, message: string) {
    super(message, { code: rpcCode })
    this.rpcCode = rpcCode
  }
}
