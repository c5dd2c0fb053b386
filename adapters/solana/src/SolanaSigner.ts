import type { Connection } from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import { RpcInternalError, UnauthorizedError, UnsupportedMethodError } from './errors.ts'
import type { SolanaSendOptions } from './SolanaSendOptions.ts'
import type { SolanaSession } from './SolanaSession.ts'
import { throughProviderErrors } from './throughProviderErrors.ts'
import { toBase58 } from './toBase58.ts'
import { walletStandardChain } from './networks/walletStandardChain.ts'
import { walletFeature } from './walletFeature.ts'

/** The signing requests of one connection, through its wallet's Wallet Standard features; errors as SPEC §8. */
export class SolanaSigner {
  private readonly session: SolanaSession

  constructor(session: SolanaSession) {
    this.session = session
  }

  /** Signs message bytes (`solana:signMessage`); resolves the signature bytes. */
  async signMessage(message: Uint8Array, address?: string): Promise<Uint8Array> {
    const account = this.account(address)
    const feature = walletFeature(this.session.wallet, 'solana:signMessage')
    if (typeof feature?.signMessage !== 'function') throw new UnsupportedMethodError('solana:signMessage')
    const [output] = await throughProviderErrors(() => feature.signMessage({ account, message }))
    if (!output) throw new RpcInternalError('The wallet returned no signature')
    return output.signature
  }

  /** Signs transactions in wire format in one request (`solana:signTransaction`); resolves them signed, in order. */
  async signTransactions(transactions: readonly Uint8Array[], address?: string): Promise<Uint8Array[]> {
    const account = this.account(address)
    const feature = walletFeature(this.session.wallet, 'solana:signTransaction')
    if (typeof feature?.signTransaction !== 'function') throw new UnsupportedMethodError('solana:signTransaction')
    const chain = walletStandardChain(this.session.network)
    const outputs = await throughProviderErrors(() => feature.signTransaction(...transactions.map((transaction) => ({ account, transaction, chain }))))
    if (outputs.length !== transactions.length) throw new RpcInternalError('The wallet returned another number of transactions')
    return outputs.map(({ signedTransaction }) => signedTransaction)
  }

  /**
   * Signs and sends a transaction: through the wallet's `solana:signAndSendTransaction` when it has
   * it, else signed by the wallet and sent here. Resolves the base58 signature.
   */
  async signAndSend(transaction: Uint8Array, options: SolanaSendOptions, connection: Connection, address?: string): Promise<string> {
    const account = this.account(address)
    const feature = walletFeature(this.session.wallet, 'solana:signAndSendTransaction')
    if (typeof feature?.signAndSendTransaction === 'function') {
      const chain = walletStandardChain(this.session.network)
      const [output] = await throughProviderErrors(() => feature.signAndSendTransaction({ account, transaction, chain, options }))
      if (!output) throw new RpcInternalError('The wallet returned no signature')
      return toBase58(output.signature)
    }
    const [signed] = await this.signTransactions([transaction], account.address)
    if (!signed) throw new RpcInternalError('The wallet returned no transaction')
    return throughProviderErrors(() => connection.sendRawTransaction(signed, options))
  }

  private account(address: string | undefined): WalletAccount {
    const account = this.session.account(address)
    if (!account) throw new UnauthorizedError(address)
    return account
  }
}
