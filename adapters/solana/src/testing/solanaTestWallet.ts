import { Connection, Keypair, VersionedTransaction } from '@solana/web3.js'
import type { SolanaSignAndSendTransactionInput, SolanaSignMessageInput, SolanaSignTransactionInput } from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsChangeProperties, StandardEventsListeners } from '@wallet-standard/features'
import { signEd25519 } from './signEd25519.ts'

/** Whether the test wallet approves or declines what it is asked. */
export type SolanaTestWalletPolicy = 'approve' | 'reject'

/** Options of {@link solanaTestWallet}. */
export interface SolanaTestWalletOptions {
  name?: string
  /** The keypairs it holds; the first is the account it grants (a new one when none is given). */
  keypairs?: Keypair[]
  /** RPC urls by Wallet Standard chain (`solana:localnet`...), for `solana:signAndSendTransaction`. */
  rpcUrls?: Partial<Record<string, string>>
  policy?: SolanaTestWalletPolicy
  /** Leaves out `solana:signAndSendTransaction`, so the app signs with the wallet and sends itself. */
  withoutSignAndSend?: boolean
}

/** A test wallet and the switches tests drive it with. */
export interface SolanaTestWallet {
  wallet: Wallet
  keypair: Keypair
  setPolicy(policy: SolanaTestWalletPolicy): void
  /** Grants another keypair's account, as when the user picks another account; emits `change`. */
  useAccount(keypair: Keypair): void
  /** The options of the last `solana:signAndSendTransaction`. */
  lastSendOptions: SolanaSignAndSendTransactionInput['options']
}

const icon = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=' as const
const chains = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] as const
const features = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const

function rejection(): Error {
  return Object.assign(new Error('User rejected the request.'), { code: 4001 })
}

/**
 * A Wallet Standard wallet for tests, backed by keypairs: `standard:connect` (silent only once
 * granted), `standard:disconnect`, `standard:events`, and Solana's signMessage, signTransaction
 * and signAndSendTransaction. With policy 'reject' every prompt throws code 4001.
 */
export function solanaTestWallet(options: SolanaTestWalletOptions = {}): SolanaTestWallet {
  const keypairs = options.keypairs && options.keypairs.length > 0 ? [...options.keypairs] : [Keypair.generate()]
  let policy: SolanaTestWalletPolicy = options.policy ?? 'approve'
  let active = keypairs[0] as Keypair
  let granted = false
  const listeners = new Set<StandardEventsListeners['change']>()
  const accountOf = (keypair: Keypair): WalletAccount => ({
    address: keypair.publicKey.toBase58(),
    publicKey: keypair.publicKey.toBytes(),
    chains,
    features,
  })
  const accounts = (): WalletAccount[] => (granted ? [accountOf(active)] : [])
  const emit = (properties: StandardEventsChangeProperties) => listeners.forEach((listener) => listener(properties))
  const keypairOf = (account: WalletAccount): Keypair => {
    const keypair = keypairs.find((candidate) => candidate.publicKey.toBase58() === account.address)
    if (!granted || !keypair) throw Object.assign(new Error('Unknown account'), { code: 4100 })
    return keypair
  }
  const approve = () => {
    if (policy === 'reject') throw rejection()
  }
  const signTransaction = (input: SolanaSignTransactionInput): VersionedTransaction => {
    const transaction = VersionedTransaction.deserialize(input.transaction)
    transaction.sign([keypairOf(input.account)])
    return transaction
  }

  const test: SolanaTestWallet = {
    keypair: active,
    lastSendOptions: undefined,
    setPolicy: (next) => void (policy = next),
    useAccount(keypair) {
      if (!keypairs.includes(keypair)) keypairs.push(keypair)
      active = keypair
      test.keypair = keypair
      emit({ accounts: accounts() })
    },
    wallet: {
      version: '1.0.0',
      name: options.name ?? 'Portico Solana Test Wallet',
      icon,
      chains,
      get accounts() {
        return accounts()
      },
      features: {
        'standard:connect': {
          version: '1.0.0',
          connect: async (input?: { silent?: boolean }) => {
            if (input?.silent) return { accounts: accounts() }
            approve()
            granted = true
            emit({ accounts: accounts() })
            return { accounts: accounts() }
          },
        },
        'standard:disconnect': {
          version: '1.0.0',
          disconnect: async () => {
            granted = false
            emit({ accounts: [] })
          },
        },
        'standard:events': {
          version: '1.0.0',
          on: (_event: 'change', listener: StandardEventsListeners['change']) => {
            listeners.add(listener)
            return () => void listeners.delete(listener)
          },
        },
        'solana:signMessage': {
          version: '1.1.0',
          signMessage: async (...inputs: SolanaSignMessageInput[]) => {
            approve()
            return Promise.all(inputs.map(async ({ account, message }) => ({ signedMessage: message, signature: await signEd25519(keypairOf(account), message), signatureType: 'ed25519' as const })))
          },
        },
        'solana:signTransaction': {
          version: '1.0.0',
          supportedTransactionVersions: ['legacy', 0],
          signTransaction: async (...inputs: SolanaSignTransactionInput[]) => {
            approve()
            return inputs.map((input) => ({ signedTransaction: signTransaction(input).serialize() }))
          },
        },
        ...(options.withoutSignAndSend
          ? {}
          : {
              'solana:signAndSendTransaction': {
                version: '1.0.0',
                supportedTransactionVersions: ['legacy', 0],
                signAndSendTransaction: async (...inputs: SolanaSignAndSendTransactionInput[]) => {
                  approve()
                  return Promise.all(
                    inputs.map(async (input) => {
                      const url = options.rpcUrls?.[input.chain]
                      if (!url) throw Object.assign(new Error(`No RPC url for ${input.chain}`), { code: 4901 })
                      test.lastSendOptions = input.options
                      const transaction = signTransaction(input)
                      await new Connection(url, 'confirmed').sendRawTransaction(transaction.serialize(), input.options)
                      return { signature: transaction.signatures[0] as Uint8Array }
                    }),
                  )
                },
              },
            }),
      },
    },
  }
  return test
}
