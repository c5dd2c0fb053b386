import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import { Connection, VersionedTransaction } from '@solana/web3.js'
import type { Keypair } from '@solana/web3.js'
import { decodeWalletParams } from '../../../service/frame/src/page/decodeWalletParams.ts'
import { solanaRequestParams } from './solanaRequestParams.ts'
import { WalletRequestError } from '../../../service/frame/src/page/WalletRequestError.ts'

/** What the test wallet needs to answer a `solana` request. */
export interface SolanaRequestContext {
  keypair: Keypair
  /** Where `solana_signAndSendTransaction` sends; without it that method fails. */
  rpcUrl?: string
}

function signedTransaction(keypair: Keypair, wire: string): VersionedTransaction {
  let transaction: VersionedTransaction
  try {
    transaction = VersionedTransaction.deserialize(base64.decode(wire))
  } catch (error) {
    throw new WalletRequestError(-32602, `Invalid params: the transaction does not deserialize (${error instanceof Error ? error.message : String(error)})`)
  }
  const signers = transaction.message.staticAccountKeys.slice(0, transaction.message.header.numRequiredSignatures)
  if (!signers.some((key) => key.equals(keypair.publicKey))) throw new WalletRequestError(-32602, `The transaction does not need a signature of ${keypair.publicKey.toBase58()}`)
  transaction.sign([keypair])
  return transaction
}

function signatureOf(transaction: VersionedTransaction, keypair: Keypair): string {
  const index = transaction.message.staticAccountKeys.findIndex((key) => key.equals(keypair.publicKey))
  const signature = transaction.signatures[index]
  if (signature === undefined) throw new WalletRequestError(-32603, 'The transaction was not signed')
  return base58.encode(signature)
}

/**
 * Answers one approved `solana` request with the wallet's ed25519 keypair, in the shapes of
 * WalletConnect's Solana RPC: `{ signature }` in base58, the signed transaction in base64.
 */
export async function answerSolanaRequest(method: string, input: unknown, context: SolanaRequestContext): Promise<unknown> {
  const { keypair } = context
  switch (method) {
    case 'solana_signMessage': {
      const { message, pubkey } = decodeWalletParams(solanaRequestParams[method], method, input)
      if (pubkey !== keypair.publicKey.toBase58()) throw new WalletRequestError(4100, `The wallet has no account ${pubkey}`)
      let bytes: Uint8Array
      try {
        bytes = base58.decode(message)
      } catch {
        throw new WalletRequestError(-32602, 'Invalid params: the message is not base58')
      }
      return { signature: base58.encode(ed25519.sign(bytes, keypair.secretKey.slice(0, 32))) }
    }
    case 'solana_signTransaction': {
      const transaction = signedTransaction(keypair, decodeWalletParams(solanaRequestParams[method], method, input).transaction)
      return { signature: signatureOf(transaction, keypair), transaction: base64.encode(transaction.serialize()) }
    }
    case 'solana_signAndSendTransaction': {
      const transaction = signedTransaction(keypair, decodeWalletParams(solanaRequestParams[method], method, input).transaction)
      if (context.rpcUrl === undefined) throw new WalletRequestError(4901, 'The wallet has no Solana RPC url')
      const signature = await new Connection(context.rpcUrl, 'confirmed').sendRawTransaction(transaction.serialize())
      return { signature }
    }
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return [{ pubkey: keypair.publicKey.toBase58() }]
    default:
      throw new WalletRequestError(4200, `The wallet does not support ${method}`)
  }
}
