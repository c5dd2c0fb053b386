import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import { Connection, Keypair, VersionedTransaction } from '@solana/web3.js'
import type { FrameRpcRequest } from '@portico/adapter-embedded'
import { FrameRequestError } from './FrameRequestError.ts'

/** A Solana RPC request of the frame protocol. */
export type SolanaRpcRequest = Extract<FrameRpcRequest, { method: `solana_${string}` }>

/** What the Solana answers need: the user's ed25519 seed and where to send. */
export interface SolanaRpcContext {
  seed: Uint8Array
  rpcUrl: string | null
}

// VersionedTransaction reads both wire forms: a legacy Transaction's message and a v0 message.
function signedTransaction(keypair: Keypair, wire: string): VersionedTransaction {
  let transaction: VersionedTransaction
  try {
    transaction = VersionedTransaction.deserialize(base64.decode(wire))
  } catch (error) {
    throw new FrameRequestError(`Invalid params: the transaction does not deserialize (${error instanceof Error ? error.message : String(error)})`, -32602)
  }
  const signers = transaction.message.staticAccountKeys.slice(0, transaction.message.header.numRequiredSignatures)
  if (!signers.some((key) => key.equals(keypair.publicKey))) throw new FrameRequestError(`The transaction needs no signature of ${keypair.publicKey.toBase58()}`, 4100)
  transaction.sign([keypair])
  return transaction
}

function signatureOf(transaction: VersionedTransaction, keypair: Keypair): string {
  const index = transaction.message.staticAccountKeys.findIndex((key) => key.equals(keypair.publicKey))
  const signature = transaction.signatures[index]
  if (signature === undefined) throw new FrameRequestError('The transaction was not signed', -32603)
  return base58.encode(signature)
}

/** Answers a solana_* request with the user's key, in WalletConnect's Solana shapes (base58 signatures, base64 transactions). */
export async function answerSolanaRpc(request: SolanaRpcRequest, context: SolanaRpcContext): Promise<unknown> {
  const keypair = Keypair.fromSeed(context.seed)
  switch (request.method) {
    case 'solana_signMessage': {
      if (request.params.pubkey !== keypair.publicKey.toBase58()) throw new FrameRequestError(`The wallet has no account ${request.params.pubkey}`, 4100)
      let message: Uint8Array
      try {
        message = base58.decode(request.params.message)
      } catch {
        throw new FrameRequestError('Invalid params: the message is not base58', -32602)
      }
      return { signature: base58.encode(ed25519.sign(message, context.seed)) }
    }
    case 'solana_signTransaction': {
      const transaction = signedTransaction(keypair, request.params.transaction)
      return { signature: signatureOf(transaction, keypair), transaction: base64.encode(transaction.serialize()) }
    }
    case 'solana_signAllTransactions':
      return { transactions: request.params.transactions.map((wire) => base64.encode(signedTransaction(keypair, wire).serialize())) }
    case 'solana_signAndSendTransaction': {
      const transaction = signedTransaction(keypair, request.params.transaction)
      if (context.rpcUrl === null) throw new FrameRequestError('The frame has no Solana RPC url', 4901)
      const { options } = request.params
      const signature = await new Connection(context.rpcUrl, 'confirmed').sendRawTransaction(transaction.serialize(), options as Parameters<Connection['sendRawTransaction']>[1])
      return { signature }
    }
  }
}
