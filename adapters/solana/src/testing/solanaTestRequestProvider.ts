import { Connection, Keypair, VersionedTransaction } from '@solana/web3.js'
import { fromBase58 } from '../fromBase58.ts'
import { fromBase64 } from '../fromBase64.ts'
import type { SolanaProviderListener, SolanaRequestProvider } from '../SolanaRequestProvider.ts'
import { toBase58 } from '../toBase58.ts'
import { toBase64 } from '../toBase64.ts'
import { signEd25519 } from './signEd25519.ts'

/** Options of {@link solanaTestRequestProvider}. */
export interface SolanaTestRequestProviderOptions {
  keypair?: Keypair
  /** The RPC url `solana_signAndSendTransaction` sends through. */
  rpcUrl?: string
  policy?: 'approve' | 'reject'
  /** How `solana_signTransaction` answers: the signature alone, or the signed transaction too. */
  answer?: 'signature' | 'transaction'
}

/** A request provider for tests and the switches tests drive it with. */
export interface SolanaTestRequestProvider {
  provider: SolanaRequestProvider
  keypair: Keypair
  /** Every request: its method and the CAIP-2 network id it was asked on. */
  calls: string[]
  setPolicy(policy: 'approve' | 'reject'): void
  /** Emits a provider event, as WalletConnect does on a session change. */
  emit(event: string, payload: unknown): void
}

function failure(message: string, code: number): Error {
  return Object.assign(new Error(message), { code })
}

/**
 * A keypair-backed Solana request provider, shaped as WalletConnect's universal provider answers
 * (`solana_requestAccounts`, `solana_getAccounts`, `solana_signMessage`, `solana_signTransaction`,
 * `solana_signAllTransactions`, `solana_signAndSendTransaction`); 'reject' declines with 4001.
 */
export function solanaTestRequestProvider(options: SolanaTestRequestProviderOptions = {}): SolanaTestRequestProvider {
  const keypair = options.keypair ?? Keypair.generate()
  const listeners = new Map<string, Set<SolanaProviderListener>>()
  const calls: string[] = []
  let policy = options.policy ?? 'approve'
  let granted = false
  const pubkey = keypair.publicKey.toBase58()
  const approve = () => {
    if (policy === 'reject') throw failure('User rejected the request.', 4001)
  }
  const sign = (base64: string): VersionedTransaction => {
    const transaction = VersionedTransaction.deserialize(fromBase64(base64) as Uint8Array)
    transaction.sign([keypair])
    return transaction
  }
  const answer = async (method: string, params: Record<string, unknown>): Promise<unknown> => {
    switch (method) {
      case 'solana_requestAccounts':
        approve()
        granted = true
        return [{ pubkey }]
      case 'solana_getAccounts':
        return granted ? [{ pubkey }] : []
      case 'solana_signMessage': {
        approve()
        if (params.pubkey !== pubkey) throw failure('Unknown account', 4100)
        return { signature: toBase58(await signEd25519(keypair, fromBase58(String(params.message)) as Uint8Array)) }
      }
      case 'solana_signTransaction': {
        approve()
        const signed = sign(String(params.transaction))
        const signature = toBase58(signed.signatures[0] as Uint8Array)
        return options.answer === 'transaction' ? { signature, transaction: toBase64(signed.serialize()) } : { signature }
      }
      case 'solana_signAllTransactions':
        approve()
        return { transactions: (params.transactions as string[]).map((transaction) => toBase64(sign(transaction).serialize())) }
      case 'solana_signAndSendTransaction': {
        approve()
        const signed = sign(String(params.transaction))
        await new Connection(options.rpcUrl ?? '', 'confirmed').sendRawTransaction(signed.serialize(), params.sendOptions as object)
        return { signature: toBase58(signed.signatures[0] as Uint8Array) }
      }
      default:
        throw failure(`Method not found: ${method}`, -32601)
    }
  }
  return {
    keypair,
    calls,
    setPolicy: (next) => void (policy = next),
    emit: (event, payload) => listeners.get(event)?.forEach((listener) => listener(payload)),
    provider: {
      request: async ({ method, params }, caipNetworkId) => {
        calls.push(`${method} ${caipNetworkId ?? ''}`)
        return answer(method, (params ?? {}) as Record<string, unknown>)
      },
      on: (event, listener) => {
        listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
      },
      removeListener: (event, listener) => {
        listeners.get(event)?.delete(listener)
      },
      disconnect: () => {
        granted = false
      },
    },
  }
}
