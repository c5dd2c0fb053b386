import { base58, base64 } from '@scure/base'
import { Connection, PublicKey, VersionedTransaction } from '@solana/web3.js'
import type { FrameRpcRequest } from '@portico/adapter-embedded'
import { FrameRequestError } from './FrameRequestError.ts'

/** A Solana RPC request of the frame protocol. */
export type SolanaRpcRequest = Extract<FrameRpcRequest, { method: `solana_${string}` }>

/** What the Solana answers need: the user's address, their ed25519 signer (the key stays with the wallet), and where to send. */
export interface SolanaRpcContext {
  /** The user's Solana public key, base58. */
  address: string
  /** Signs bytes with the user's ed25519 key. */
  sign(message: Uint8Array): Uint8Array
  rpcUrl: string | null
}

// VersionedTransaction reads both wire forms: a legacy Transaction's message and a v0 message.
function signedTransaction(context: SolanaRpcContext, publicKey: PublicKey, wire: string): VersionedTransaction {
  let transaction: VersionedTransaction
  try {
    transaction = VersionedTransaction.deserialize(base64.decode(wire))
  } catch (error) {
    throw new FrameRequestError(`Invalid params: the transaction does not deserialize (${error instanceof Error ? error.message : String(error)})`, -32602)
  }
  const signers = transaction.message.staticAccountKeys.slice(0, transaction.message.header.numRequiredSignatures)
  if (!signers.some((key) => key.equals(publicKey))) throw new FrameRequestError(`The transaction needs no signature of ${publicKey.toBase58()}`, 4100)
  transaction.addSignature(publicKey, context.sign(transaction.message.serialize()))
  return transaction
}

function signatureOf(transaction: VersionedTransaction, publicKey: PublicKey): string {
  const index = transaction.message.staticAccountKeys.findIndex((key) => key.equals(publicKey))
  const signature = transaction.signatures[index]
  if (signature === undefined) throw new FrameRequestError('The transaction was not signed', -32603)
  return base58.encode(signature)
}

/** Answers a solana_* request with the user's signer, in WalletConnect's Solana shapes (base58 signatures, base64 transactions). */
export async function answerSolanaRpc(request: SolanaRpcRequest, context: SolanaRpcContext): Promise<unknown> {
  const publicKey = new PublicKey(context.address)
  switch (request.method) {
    case 'solana_signMessage': {
      if (request.params.pubkey !== context.address) throw new FrameRequestError(`The wallet has no account ${request.params.pubkey}`, 4100)
      let message: Uint8Array
      try {
        message = base58.decode(request.params.message)
      } catch {
        throw new FrameRequestError('Invalid params: the message is not base58', -32602)
      }
      return { signature: base58.encode(context.sign(message)) }
    }
    case 'solana_signTransaction': {
      const transaction = signedTransaction(context, publicKey, request.params.transaction)
      return { signature: signatureOf(transaction, publicKey), transaction: base64.encode(transaction.serialize()) }
    }
    case 'solana_signAllTransactions':
      return { transactions: request.params.transactions.map((wire) => base64.encode(signedTransaction(context, publicKey, wire).serialize())) }
    case 'solana_signAndSendTransaction': {
      const transaction = signedTransaction(context, publicKey, request.params.transaction)
      if (context.rpcUrl === null) throw new FrameRequestError('The frame has no Solana RPC url', 4901)
      const { options } = request.params
      const signature = await new Connection(context.rpcUrl, 'confirmed').sendRawTransaction(transaction.serialize(), options as Parameters<Connection['sendRawTransaction']>[1])
      return { signature }
    }
  }
}
