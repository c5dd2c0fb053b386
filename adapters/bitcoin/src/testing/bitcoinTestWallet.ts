import { secp256k1 } from '@noble/curves/secp256k1'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { BitcoinSignMessageInput, WalletChangeListener } from '../walletFeature.ts'
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
}

const icon = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=' as const
const chains = ['bitcoin:mainnet', 'bitcoin:testnet'] as const
const features = ['bitcoin:signMessage'] as const
// BIP-137 header of a compressed P2WPKH key: 39 + the recovery id.
const p2wpkhHeader = 39

function rejection(): Error {
  return Object.assign(new Error('User rejected the request.'), { code: 4001 })
}

/**
 * A Wallet Standard Bitcoin wallet for tests, backed by one secp256k1 key: `bitcoin:connect`
 * (a P2WPKH payment address), `bitcoin:signMessage` (BIP-137 compact signatures over the Bitcoin
 * signed-message hash, as 65 bytes), `standard:disconnect` and `standard:events`. Accounts it
 * granted show in `wallet.accounts`. With policy 'reject' every prompt throws code 4001.
 */
export function bitcoinTestWallet(options: BitcoinTestWalletOptions = {}): BitcoinTestWallet {
  const network = options.network ?? 'mainnet'
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

  const test: BitcoinTestWallet = {
    publicKey: Uint8Array.from(active.publicKey),
    address: active.address,
    lastPurposes: [],
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
