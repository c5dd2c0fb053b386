import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { privateKeyToAccount } from 'viem/accounts'
import type { PrivateKeyAccount } from 'viem/accounts'
import { base64Bytes } from './base64Bytes.ts'
import { combineShares } from './combineShares.ts'
import { DeviceShareStore } from './DeviceShareStore.ts'
import { DeviceShareMissingError, ExportConfirmationRefusedError, SharesMismatchError, VaultLockedError, WalletMissingError } from './errors.ts'
import { evmPrivateKeyOf } from './evmPrivateKeyOf.ts'
import type { ExportedKeys } from './ExportedKeys.ts'
import { FrameBackendClient } from './FrameBackendClient.ts'
import { makeUserSecret } from './makeUserSecret.ts'
import { openRecoveryEnvelope } from './openRecoveryEnvelope.ts'
import type { RecoveryMethod } from './RecoveryMethod.ts'
import type { RecoveryProof } from './RecoveryProof.ts'
import { sealRecoveryShare } from './sealRecoveryShare.ts'
import { solanaSeedOf } from './solanaSeedOf.ts'
import { splitUserSecret } from './splitUserSecret.ts'
import type { WalletAddresses } from './WalletAddresses.ts'
import { walletAddressesOf } from './walletAddressesOf.ts'
import type { WalletRecord } from './WalletRecord.ts'

/** What a FrameVault works with; both have defaults for the frame page. */
export interface FrameVaultOptions {
  backend?: FrameBackendClient
  deviceShares?: DeviceShareStore
}

interface UnlockedWallet {
  userId: string
  secret: Uint8Array
  addresses: WalletAddresses
  account: PrivateKeyAccount
}

/**
 * The frame's key vault: makes a user's secret in the browser, splits it 2-of-3 (device share on
 * this origin, auth share on the backend, recovery share sealed under a passkey or password), and
 * holds the joined keys in memory only while unlocked. Signing happens here; the backend never gets
 * a device share, a whole key, a password or a PRF output.
 */
export class FrameVault {
  private readonly backend: FrameBackendClient
  private readonly deviceShares: DeviceShareStore
  private unlocked: UnlockedWallet | undefined

  constructor(options: FrameVaultOptions = {}) {
    this.backend = options.backend ?? new FrameBackendClient()
    this.deviceShares = options.deviceShares ?? new DeviceShareStore()
  }

  /** The unlocked wallet's addresses, or undefined while locked. */
  get addresses(): WalletAddresses | undefined {
    return this.unlocked ? { ...this.unlocked.addresses } : undefined
  }

  /** Makes the session user's wallet: a new secret, split; the auth share and recovery envelope go to the backend (WALLET_EXISTS when it has one), the device share stays here. Unlocks it. */
  async createWallet(accessToken: string, recovery: RecoveryMethod): Promise<WalletAddresses> {
    const userId = await this.userIdOf(accessToken)
    const secret = makeUserSecret()
    const addresses = walletAddressesOf(secret)
    const shares = await splitUserSecret(secret)
    const record: WalletRecord = { addresses, authShare: base64Bytes.encode(shares.auth), recovery: await sealRecoveryShare(shares.recovery, recovery) }
    await this.backend.createWallet(accessToken, record)
    await this.deviceShares.write(userId, shares.device)
    shares.device.fill(0)
    shares.recovery.fill(0)
    return this.hold(userId, secret, addresses)
  }

  /** Unlocks on a known device: this origin's device share and the auth share the backend releases to the live session. */
  async unlock(accessToken: string): Promise<WalletAddresses> {
    const userId = await this.userIdOf(accessToken)
    const device = await this.deviceShares.read(userId)
    if (!device) throw new DeviceShareMissingError()
    const wallet = await this.walletOf(accessToken)
    const secret = await combineShares(device, this.authShareOf(wallet), wallet.addresses).finally(() => device.fill(0))
    return this.hold(userId, secret, wallet.addresses)
  }

  /** Recovers on a new device: the auth share and the recovery envelope opened by the proof; the recovery share becomes this device's share. */
  async recover(accessToken: string, proof: RecoveryProof): Promise<WalletAddresses> {
    const userId = await this.userIdOf(accessToken)
    const wallet = await this.walletOf(accessToken)
    const recoveryShare = await openRecoveryEnvelope(wallet.recovery, proof)
    try {
      const secret = await combineShares(this.authShareOf(wallet), recoveryShare, wallet.addresses)
      await this.deviceShares.write(userId, recoveryShare)
      return this.hold(userId, secret, wallet.addresses)
    } finally {
      recoveryShare.fill(0)
    }
  }

  /**
   * The unlocked user's private keys, after a fresh confirmation: the proof must open the wallet's
   * recovery envelope (fetched now, with the live session) into a share that makes this same key.
   */
  async exportPrivateKey(accessToken: string, proof: RecoveryProof | undefined): Promise<ExportedKeys> {
    const unlocked = this.requireUnlocked()
    if (!proof) throw new ExportConfirmationRefusedError('No confirmation was given')
    const wallet = await this.walletOf(accessToken)
    try {
      const recoveryShare = await openRecoveryEnvelope(wallet.recovery, proof)
      const confirmed = await combineShares(this.authShareOf(wallet), recoveryShare, unlocked.addresses).finally(() => recoveryShare.fill(0))
      confirmed.fill(0)
    } catch (error) {
      throw new ExportConfirmationRefusedError('The confirmation does not open this wallet', error)
    }
    const seed = solanaSeedOf(unlocked.secret)
    const keypair = new Uint8Array([...seed, ...ed25519.getPublicKey(seed)])
    const exported = { evmPrivateKey: evmPrivateKeyOf(unlocked.secret), solanaSecretKey: base58.encode(keypair) }
    keypair.fill(0)
    return exported
  }

  /** The unlocked user's EVM account (viem), to sign with inside the frame; VaultLockedError while locked. */
  evmAccount(): PrivateKeyAccount {
    return this.requireUnlocked().account
  }

  /** Signs bytes with the unlocked user's Solana ed25519 key; VaultLockedError while locked. */
  signSolanaMessage(message: Uint8Array): Uint8Array {
    return ed25519.sign(message, solanaSeedOf(this.requireUnlocked().secret))
  }

  /** Drops the keys from memory (the secret's bytes are zeroed). */
  lock(): void {
    this.unlocked?.secret.fill(0)
    this.unlocked = undefined
  }

  /** Deletes the session user's device share from this browser (after which this device recovers), and locks. */
  async forgetDevice(accessToken: string): Promise<void> {
    const userId = await this.userIdOf(accessToken)
    this.lock()
    await this.deviceShares.forget(userId)
  }

  private async userIdOf(accessToken: string): Promise<string> {
    return (await this.backend.session(accessToken)).user.id
  }

  private async walletOf(accessToken: string): Promise<WalletRecord> {
    const wallet = await this.backend.wallet(accessToken)
    if (!wallet) throw new WalletMissingError()
    return wallet
  }

  private authShareOf(wallet: WalletRecord): Uint8Array {
    try {
      return base64Bytes.decode(wallet.authShare)
    } catch (error) {
      throw new SharesMismatchError('The auth share is not base64', error)
    }
  }

  private hold(userId: string, secret: Uint8Array, addresses: WalletAddresses): WalletAddresses {
    this.lock()
    this.unlocked = { userId, secret, addresses, account: privateKeyToAccount(evmPrivateKeyOf(secret)) }
    return { ...addresses }
  }

  private requireUnlocked(): UnlockedWallet {
    if (!this.unlocked) throw new VaultLockedError()
    return this.unlocked
  }
}
