import { decode } from '@portico/kernel/extend'
import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { BitcoinSendTransferOutput } from './BitcoinSendTransferOutput.ts'
import { BitcoinServiceApi } from './BitcoinServiceApi.ts'
import { BitcoinSignTransactionOutput } from './BitcoinSignTransactionOutput.ts'
import { buildTransferPsbt } from './buildTransferPsbt.ts'
import { RpcInternalError, UnsupportedMethodError } from './errors.ts'
import { throughProviderErrors } from './throughProviderErrors.ts'
import { walletFeature } from './walletFeature.ts'

// The same version, inputs, outputs and lock time: the transaction without its signatures.
function sameTransaction(signed: Transaction, asked: Transaction): boolean {
  return hex.encode(signed.toBytes(false, false)) === hex.encode(asked.toBytes(false, false))
}

/** A transfer to send: from the connection's payment account, on its network, through the wallet and, when the wallet has no send of its own, the project service. */
export interface WalletTransfer {
  wallet: Wallet
  account: WalletAccount
  /** `bitcoin:mainnet` or `bitcoin:testnet`. */
  chain: string
  caipNetworkId: string
  testnet: boolean
  projectServiceUrl: string | undefined
  recipient: string
  amount: bigint
}

/**
 * Sends `amount` satoshis to the recipient and resolves the txid: through the wallet's own
 * `bitcoin:sendTransfer` when it has one; else the transfer is built from the payment address's
 * unspent outputs (read through the project service's Esplora routes), signed by the wallet
 * (`bitcoin:signTransaction`), finalized and broadcast through the service. 4200 when the wallet
 * can do neither or no project service is configured.
 */
export async function sendTransferWithWallet(transfer: WalletTransfer): Promise<string> {
  const { wallet, account, chain } = transfer
  const own = walletFeature(wallet, 'bitcoin:sendTransfer')?.sendTransfer
  if (typeof own === 'function') {
    const output = await throughProviderErrors(() => own({ account, recipients: [{ address: transfer.recipient, amount: transfer.amount.toString() }], chain }))
    const decoded = decode(BitcoinSendTransferOutput, output)
    if (!decoded.ok) throw new RpcInternalError(`The wallet's sendTransfer answer is not { txid }: ${decoded.error}`)
    return decoded.value.txid
  }
  const signTransaction = walletFeature(wallet, 'bitcoin:signTransaction')?.signTransaction
  if (typeof signTransaction !== 'function') throw new UnsupportedMethodError('sendTransfer: the wallet has neither bitcoin:sendTransfer nor bitcoin:signTransaction')
  if (!transfer.projectServiceUrl) throw new UnsupportedMethodError('sendTransfer: no projectServiceUrl to read unspent outputs from and broadcast through')
  const api = new BitcoinServiceApi(transfer.projectServiceUrl, transfer.caipNetworkId)
  const [utxos, feeRate] = await Promise.all([api.utxos(account.address), api.feeRate()])
  const built = buildTransferPsbt({
    from: account.address,
    publicKey: Uint8Array.from(account.publicKey),
    utxos,
    recipient: transfer.recipient,
    amount: transfer.amount,
    feeRate,
    testnet: transfer.testnet,
  })
  const answer = await throughProviderErrors(() => signTransaction({ psbt: built.psbt, inputsToSign: [{ account, signingIndexes: built.signingIndexes }], chain }))
  const decoded = decode(BitcoinSignTransactionOutput, answer)
  const signed = decoded.ok ? decoded.value[0] : undefined
  if (!signed) throw new RpcInternalError(`The wallet's signTransaction answer is not [{ signedPsbt }]${decoded.ok ? '' : `: ${decoded.error}`}`)
  let transaction: Transaction
  try {
    transaction = Transaction.fromPSBT(Uint8Array.from(signed.signedPsbt))
  } catch (error) {
    throw new RpcInternalError(`The wallet's signed PSBT cannot be read: ${error instanceof Error ? error.message : String(error)}`)
  }
  // The wallet signs what it was asked (the same inputs and outputs), not a transaction of its own.
  if (!sameTransaction(transaction, Transaction.fromPSBT(built.psbt))) throw new RpcInternalError('The wallet signed another transaction than the one asked')
  try {
    transaction.finalize()
  } catch (error) {
    throw new RpcInternalError(`The wallet's signed PSBT cannot be finalized: ${error instanceof Error ? error.message : String(error)}`)
  }
  return api.broadcast(transaction.hex)
}
