import { secp256k1 } from '@noble/curves/secp256k1'
import { Transaction } from '@scure/btc-signer'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { BitcoinSigHashFlag, BitcoinSignMessageInput, BitcoinSignTransactionInput, WalletChangeListener } from '../walletFeature.ts'
import { bitcoinMessageHash } from './bitcoinMessageHash.ts'
import { p2wpkhAddress } from './p2wpkhAddress.ts'

/** Whether the test wallet approves or declines what it is asked. */
export type BitcoinTestWalletPolicy = 'approve' | 'reject'

/** Options of {@link bitcoinTestWallet}. */
export interface BitcoinTestWalletOptions {
  name?: string
  /** The secp256k1 private key it holds (a new one when none is given). */
  privateKey?: Uint8Array
  /** The network of the address it grants (default mainnet). */
  network?: 'mainnet' | 'testnet'
  policy?: BitcoinTestWalletPolicy
  /** An address to grant instead of the key's own: to test how the adapter meets a wrong one. */
  addressOverride?: string
  /** Leaves out `bitcoin:signTransaction` and `bitcoin:signAndSendTransaction`. */
  withoutPsbt?: boolean
}

/** A test wallet and the switches tests drive it with. */
export interface BitcoinTestWallet {
  wallet: Wallet
  /** The compressed public key of the account it grants. */
  publicKey: Uint8Array
  address: string
  setPolicy(policy: BitcoinTestWalletPolicy): void
  /** Grants the account of another key, as when the user picks another account; emits `change`. */
  useKey(privateKey: Uint8Array): void
  /** The purposes of the last `bitcoin:connect`. */
  lastPurposes: readonly string[]
  /** The last PSBT request (`bitcoin:signTransaction` or `bitcoin:signAndSendTransaction`), as the wallet got it. */
  lastPsbtRequest: BitcoinSignTransactionInput | undefined
  /** The transactions `bitcoin:signAndSendTransaction` signed and finalized, by txid: there is no node to send them to. */
  sent: Map<string, Transaction>
}

const icon = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=' as const
const chains = ['bitcoin:mainnet', 'bitcoin:testnet'] as const
// BIP-137 header of a compressed P2WPKH key: 39 + the recovery id.
const p2wpkhHeader = 39
const sigHashTypes: Record<BitcoinSigHashFlag, number> = {
  ALL: 0x01,
  NONE: 0x02,
  SINGLE: 0x03,
  'ALL|ANYONECANPAY': 0x81,
  'NONE|ANYONECANPAY': 0x82,
  'SINGLE|ANYONECANPAY': 0x83,
}

function rejection(): Error {
  return Object.assign(new Error('User rejected the request.'), { code: 4001 })
}

/**
 * A Wallet Standard Bitcoin wallet for tests, backed by one secp256k1 key: `bitcoin:connect`
 * (a P2WPKH payment address), `bitcoin:signMessage` (BIP-137 compact signatures over the Bitcoin
 * signed-message hash, as 65 bytes), `bitcoin:signTransaction` (signs the PSBT inputs asked of its
 * P2WPKH account with @scure/btc-signer), `bitcoin:signAndSendTransaction` (signs, finalizes and
 * keeps the transaction in `sent`: there is no node), `standard:disconnect` and `standard:events`.
 * Accounts it granted show in `wallet.accounts`. With policy 'reject' every prompt throws code 4001.
 */
export function bitcoinTestWallet(options: BitcoinTestWalletOptions = {}): BitcoinTestWallet {
  const network = options.network ?? 'mainnet'
  const features: readonly `${string}:${string}`[] = options.withoutPsbt
    ? ['bitcoin:signMessage']
    : ['bitcoin:signMessage', 'bitcoin:signTransaction', 'bitcoin:signAndSendTransaction']
  let privateKey = options.privateKey ?? secp256k1.utils.randomPrivateKey()
  let policy: BitcoinTestWalletPolicy = options.policy ?? 'approve'
  let granted = false
  const listeners = new Set<WalletChangeListener>()
  const accountOf = (key: Uint8Array): WalletAccount => {
    const publicKey = secp256k1.getPublicKey(key, true)
    return { address: options.addressOverride ?? p2wpkhAddress(publicKey, network), publicKey, chains: [`bitcoin:${network}`], features }
  }
  let active = accountOf(privateKey)
  const accounts = (): WalletAccount[] => (granted ? [active] : [])
  const emit = () => listeners.forEach((listener) => listener({ accounts: accounts() }))
  const approve = () => {
    if (policy === 'reject') throw rejection()
  }
  const sign = ({ account, message }: BitcoinSignMessageInput) => {
    if (!granted || account.address !== active.address) throw Object.assign(new Error('Unknown account'), { code: 4100 })
    const signature = secp256k1.sign(bitcoinMessageHash(message), privateKey)
    const bytes = new Uint8Array(65)
    bytes[0] = p2wpkhHeader + signature.recovery
    bytes.set(signature.toCompactRawBytes(), 1)
    return { signedMessage: message, signature: bytes }
  }
  // Signs the inputs asked of the active account (P2WPKH, BIP-143), each with its SIGHASH type.
  const signPsbt = (input: BitcoinSignTransactionInput): Transaction => {
    test.lastPsbtRequest = input
    if (input.chain !== `bitcoin:${network}`) throw Object.assign(new Error(`Not on ${input.chain}`), { code: 4901 })
    const transaction = Transaction.fromPSBT(input.psbt)
    for (const { account, signingIndexes, sigHash } of input.inputsToSign) {
      if (!granted || account.address !== active.address) throw Object.assign(new Error('Unknown account'), { code: 4100 })
      const sighashType = sigHashTypes[sigHash ?? 'ALL']
      for (const index of signingIndexes) {
        transaction.updateInput(index, { sighashType })
        transaction.signIdx(privateKey, index, [sighashType])
      }
    }
    return transaction
  }

  const test: BitcoinTestWallet = {
    publicKey: Uint8Array.from(active.publicKey),
    address: active.address,
    lastPurposes: [],
    lastPsbtRequest: undefined,
    sent: new Map(),
    setPolicy: (next) => void (policy = next),
    useKey(key) {
      privateKey = key
      active = accountOf(key)
      test.publicKey = Uint8Array.from(active.publicKey)
      test.address = active.address
      emit()
    },
    wallet: {
      version: '1.0.0',
      name: options.name ?? 'Portico Bitcoin Test Wallet',
      icon,
      chains,
      get accounts() {
        return accounts()
      },
      features: {
        'bitcoin:connect': {
          version: '1.0.0',
          connect: async (input: { purposes: string[] }) => {
            approve()
            test.lastPurposes = [...input.purposes]
            granted = true
            return { accounts: accounts() }
          },
        },
        'bitcoin:signMessage': {
          version: '1.0.0',
          signMessage: async (...inputs: BitcoinSignMessageInput[]) => {
            approve()
            return inputs.map(sign)
          },
        },
        ...(options.withoutPsbt
          ? {}
          : {
              'bitcoin:signTransaction': {
                version: '1.0.0',
                signTransaction: async (...inputs: BitcoinSignTransactionInput[]) => {
                  approve()
                  return inputs.map((input) => ({ signedPsbt: signPsbt(input).toPSBT() }))
                },
              },
              'bitcoin:signAndSendTransaction': {
                version: '1.0.0',
                signAndSendTransaction: async (...inputs: BitcoinSignTransactionInput[]) => {
                  approve()
                  return inputs.map((input) => {
                    const transaction = signPsbt(input)
                    transaction.finalize()
                    test.sent.set(transaction.id, transaction)
                    return { txId: transaction.id }
                  })
                },
              },
            }),
        'standard:disconnect': {
          version: '1.0.0',
          disconnect: async () => {
            granted = false
            emit()
          },
        },
        'standard:events': {
          version: '1.0.0',
          on: (_event: 'change', listener: WalletChangeListener) => {
            listeners.add(listener)
            return () => void listeners.delete(listener)
          },
        },
      },
    },
  }
  return test
}
