import type { Wallet, WalletAccount } from '@wallet-standard/base'

/** The purposes a Bitcoin wallet is asked to connect addresses for. */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

/** One message to sign with `bitcoin:signMessage`. */
export interface BitcoinSignMessageInput {
  account: WalletAccount
  message: Uint8Array
}

/** SIGHASH flags by name, as `bitcoin:signTransaction` takes them. */
export type BitcoinSigHashFlag = 'ALL' | 'NONE' | 'SINGLE' | 'ALL|ANYONECANPAY' | 'NONE|ANYONECANPAY' | 'SINGLE|ANYONECANPAY'

/** Inputs of a PSBT that one account signs. */
export interface BitcoinInputToSign {
  account: WalletAccount
  signingIndexes: number[]
  sigHash?: BitcoinSigHashFlag
}

/** One PSBT to sign with `bitcoin:signTransaction` or to sign and send with `bitcoin:signAndSendTransaction`. */
export interface BitcoinSignTransactionInput {
  psbt: Uint8Array
  inputsToSign: BitcoinInputToSign[]
  chain: string
}

/** A transfer asked of a wallet's own `bitcoin:sendTransfer`: amounts in satoshis, as text. */
export interface BitcoinSendTransferInput {
  account: WalletAccount
  recipients: { address: string; amount: string }[]
  chain: string
}

/** Listeners of `standard:events`. */
export type WalletChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void

/** The Wallet Standard features the Bitcoin adapter uses, by name; what they return is decoded, not trusted. */
export interface BitcoinWalletFeatures {
  'bitcoin:connect': { connect(input: { purposes: BitcoinAddressPurpose[] }): Promise<unknown> }
  'bitcoin:signMessage': { signMessage(...inputs: BitcoinSignMessageInput[]): Promise<unknown> }
  'bitcoin:signTransaction': { signTransaction(...inputs: BitcoinSignTransactionInput[]): Promise<unknown> }
  'bitcoin:signAndSendTransaction': { signAndSendTransaction(...inputs: BitcoinSignTransactionInput[]): Promise<unknown> }
  'bitcoin:sendTransfer': { sendTransfer(input: BitcoinSendTransferInput): Promise<unknown> }
  'standard:connect': { connect(input?: { silent?: boolean }): Promise<unknown> }
  'standard:disconnect': { disconnect(): Promise<void> }
  'standard:events': { on(event: 'change', listener: WalletChangeListener): () => void }
}

/** A feature of a wallet when the wallet has it as an object; undefined otherwise. */
export function walletFeature<Name extends keyof BitcoinWalletFeatures>(wallet: Wallet, name: Name): Partial<BitcoinWalletFeatures[Name]> | undefined {
  const feature: unknown = wallet.features[name]
  return typeof feature === 'object' && feature !== null ? (feature as Partial<BitcoinWalletFeatures[Name]>) : undefined
}
