import { decode, isSolanaAddress, toProviderError } from '@portico/kernel/extend'
import { PublicKey, VersionedTransaction } from '@solana/web3.js'
import type {
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageInput,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsListeners } from '@wallet-standard/features'
import type * as t from 'io-ts'
import { fromBase58 } from './fromBase58.ts'
import { fromBase64 } from './fromBase64.ts'
import { RpcInternalError } from './errors.ts'
import { SolanaProviderAccounts } from './SolanaProviderAccounts.ts'
import type { SolanaProviderListener, SolanaRequestProvider } from './SolanaRequestProvider.ts'
import { SolanaSignatureAnswer } from './SolanaSignatureAnswer.ts'
import { SolanaSignedTransactionAnswer } from './SolanaSignedTransactionAnswer.ts'
import { SolanaSignedTransactionsAnswer } from './SolanaSignedTransactionsAnswer.ts'
import { toBase58 } from './toBase58.ts'
import { toBase64 } from './toBase64.ts'

const chains = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] as const
const features = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const
const icon = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=' as const
// Codes with which a provider says it has no `solana_requestAccounts`: then its session's accounts are asked.
const notOffered = new Set([4200, -32601, -32004])

function toWalletAccounts(answer: SolanaProviderAccounts): WalletAccount[] {
  const addresses = answer.map((entry) => (typeof entry === 'string' ? entry : entry.pubkey)).filter(isSolanaAddress)
  return [...new Set(addresses)].flatMap((address) => {
    const publicKey = fromBase58(address)
    return publicKey?.length === 32 ? [{ address, publicKey, chains, features }] : []
  })
}

function bytesOf(text: string, decodeText: (text: string) => Uint8Array | undefined, what: string): Uint8Array {
  const bytes = decodeText(text)
  if (!bytes) throw new RpcInternalError(`The wallet returned an unreadable ${what}`)
  return bytes
}

/**
 * A Wallet Standard wallet over a Solana request provider (WalletConnect, the embedded wallet):
 * `solana_requestAccounts`/`solana_getAccounts`, `solana_signMessage` (base58 message and pubkey),
 * `solana_signTransaction` and `solana_signAllTransactions` (base64), and
 * `solana_signAndSendTransaction` (base64 and `sendOptions`), each asked on `caipNetworkId()`;
 * its `accountsChanged` and `disconnect` events become `change` events.
 */
export function walletFromRequestProvider(provider: SolanaRequestProvider, caipNetworkId: () => string): Wallet {
  let accounts: WalletAccount[] = []
  const listeners = new Set<StandardEventsListeners['change']>()
  const emit = () => listeners.forEach((listener) => listener({ accounts }))
  const ask = async <A>(codec: t.Decoder<unknown, A>, method: string, params?: unknown): Promise<A> => {
    const answer = await provider.request(params === undefined ? { method } : { method, params }, caipNetworkId())
    const decoded = decode(codec as t.Type<A, unknown, unknown>, answer)
    if (!decoded.ok) throw new RpcInternalError(`${method}: ${decoded.error}`)
    return decoded.value
  }
  const onAccountsChanged: SolanaProviderListener = (payload) => {
    const decoded = decode(SolanaProviderAccounts, payload)
    if (!decoded.ok) return
    accounts = toWalletAccounts(decoded.value)
    emit()
  }
  const onDisconnect: SolanaProviderListener = () => {
    accounts = []
    emit()
  }
  const signOne = async ({ account, transaction }: SolanaSignTransactionInput): Promise<Uint8Array> => {
    const answer = await ask(SolanaSignedTransactionAnswer, 'solana_signTransaction', { transaction: toBase64(transaction) })
    if (answer.transaction !== undefined) return bytesOf(answer.transaction, fromBase64, 'transaction')
    if (answer.signature === undefined) throw new RpcInternalError('The wallet returned neither a signature nor a transaction')
    const signed = VersionedTransaction.deserialize(transaction)
    signed.addSignature(new PublicKey(account.address), bytesOf(answer.signature, fromBase58, 'signature'))
    return signed.serialize()
  }

  return {
    version: '1.0.0',
    name: 'Solana provider',
    icon,
    chains,
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) => {
          const read = () => ask(SolanaProviderAccounts, 'solana_getAccounts')
          const answer = input?.silent
            ? await read()
            : await ask(SolanaProviderAccounts, 'solana_requestAccounts').catch((error: unknown) => {
                if (notOffered.has(toProviderError(error).code)) return read()
                throw error
              })
          accounts = toWalletAccounts(answer)
          return { accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          accounts = []
          await provider.disconnect?.()
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: StandardEventsListeners['change']) => {
          if (listeners.size === 0) {
            provider.on?.('accountsChanged', onAccountsChanged)
            provider.on?.('disconnect', onDisconnect)
          }
          listeners.add(listener)
          return () => {
            listeners.delete(listener)
            if (listeners.size > 0) return
            provider.removeListener?.('accountsChanged', onAccountsChanged)
            provider.removeListener?.('disconnect', onDisconnect)
          }
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: SolanaSignMessageInput[]) => {
          const outputs = []
          for (const { account, message } of inputs) {
            const { signature } = await ask(SolanaSignatureAnswer, 'solana_signMessage', { message: toBase58(message), pubkey: account.address })
            outputs.push({ signedMessage: message, signature: bytesOf(signature, fromBase58, 'signature') })
          }
          return outputs
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: SolanaSignTransactionInput[]) => {
          if (inputs.length === 1) return [{ signedTransaction: await signOne(inputs[0] as SolanaSignTransactionInput) }]
          const { transactions } = await ask(SolanaSignedTransactionsAnswer, 'solana_signAllTransactions', {
            transactions: inputs.map(({ transaction }) => toBase64(transaction)),
          })
          return transactions.map((transaction) => ({ signedTransaction: bytesOf(transaction, fromBase64, 'transaction') }))
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (...inputs: SolanaSignAndSendTransactionInput[]) => {
          const outputs = []
          for (const { transaction, options } of inputs) {
            const params = { transaction: toBase64(transaction), ...(options ? { sendOptions: options } : {}) }
            const { signature } = await ask(SolanaSignatureAnswer, 'solana_signAndSendTransaction', params)
            outputs.push({ signature: bytesOf(signature, fromBase58, 'signature') })
          }
          return outputs
        },
      },
    },
  }
}
