import { hex } from '@scure/base'
import { decode } from '@portico/kernel/extend'
import type { PrivateKeyAccount } from 'viem/accounts'
import { BackendRefusedError, DeviceShareMissingError, ExportConfirmationRefusedError, PasskeyFailedError, RecoveryRefusedError } from '../vault/errors.ts'
import { FrameBackendClient } from '../vault/FrameBackendClient.ts'
import { FrameSession } from '../vault/FrameSession.ts'
import type { FrameUser } from '../vault/FrameUser.ts'
import { FrameVault } from '../vault/FrameVault.ts'
import type { RecoveryEnvelope } from '../vault/RecoveryEnvelope.ts'
import type { RecoveryMethod } from '../vault/RecoveryMethod.ts'
import type { RecoveryProof } from '../vault/RecoveryProof.ts'
import { FrameRequestError } from './FrameRequestError.ts'
import type { KeyExportPrompt } from './KeyExportPrompt.ts'
import type { EvmAccountType, LoggedInWallet } from './LoggedInWallet.ts'
import { parseChainId } from './parseChainId.ts'

/** What the page asks its user when the keys are not on this device: a recovery method for a new wallet, or the proof that opens the existing one. */
export interface RecoveryPrompt {
  /** A new user: how their new wallet's recovery share is sealed (the page's own password form, or a passkey); `failed` after a passkey that could not seal it (none made, or no PRF). */
  newWallet(user: FrameUser, failed: boolean): Promise<RecoveryMethod>
  /** A known user on a device without their share: the password (or passkey, by the envelope's `kind`) that opens their recovery envelope; `refused` after a wrong one. */
  recoverWallet(user: FrameUser, kind: RecoveryEnvelope['kind'], refused: boolean): Promise<RecoveryProof>
  /** The prompt is no longer needed (the keys are at hand, or the login failed). */
  close(): void
}

/** Where a VaultWallet keeps its small state on the frame origin, and whom it asks. */
export interface VaultWalletOptions {
  prompt: RecoveryPrompt
  backend?: FrameBackendClient
  vault?: FrameVault
  storage?: Storage
  /** The user's language (BCP 47) for the backend's e-mails, from the frame URL. */
  locale?: string
}

const storageKeys = {
  deviceId: 'portico-frame/device-id',
  session: 'portico-frame/session',
  accountType: (userId: string) => `portico-frame/account-type/${userId}`,
}
/** An access token this close to its expiry is refreshed before use. */
const refreshMarginMs = 30_000

/**
 * The deployable frame's logged-in wallet: the session (access and refresh tokens) kept on the frame
 * origin, the keys in the FrameVault (device share here, auth share from the backend, recovery
 * share sealed under the user's password or passkey). The whole key exists only in memory.
 */
export class VaultWallet implements LoggedInWallet {
  readonly deviceId: string
  user: FrameUser | null = null
  session: FrameSession | null = null
  /** The frame's backend (the contract's routes). */
  readonly backend: FrameBackendClient
  /** The user's language for the backend's e-mails, when the app gave one. */
  readonly locale: string | undefined
  private readonly prompt: RecoveryPrompt
  private expired = false
  private readonly vault: FrameVault
  private readonly storage: Storage

  constructor(options: VaultWalletOptions) {
    this.prompt = options.prompt
    this.backend = options.backend ?? new FrameBackendClient()
    this.vault = options.vault ?? new FrameVault({ backend: this.backend })
    this.storage = options.storage ?? localStorage
    this.locale = options.locale
    const stored = this.storage.getItem(storageKeys.deviceId)
    this.deviceId = stored !== null && /^[0-9a-f]{32}$/.test(stored) ? stored : hex.encode(crypto.getRandomValues(new Uint8Array(16)))
    this.storage.setItem(storageKeys.deviceId, this.deviceId)
  }

  /** Whether a user is logged in here with their keys unlocked. */
  get isConnected(): boolean {
    return this.session !== null && this.user !== null && this.vault.addresses !== undefined
  }

  /** The stored session's access token, refreshed first when it is about to expire; null when there is none or it cannot be renewed. */
  async accessToken(): Promise<string | null> {
    const session = this.session ?? this.storedSession()
    if (!session) return null
    if (Date.parse(session.accessExpiresAt) - Date.now() > refreshMarginMs) return session.accessToken
    try {
      const { session: renewed } = await this.backend.refreshSession(session.refreshToken)
      this.keep(renewed)
      return renewed.accessToken
    } catch {
      this.forget()
      return null
    }
  }

  /** Restores the stored session when the backend still honours it and unlocks the keys on this device; forgets it otherwise (a refused one is remembered for `takeExpiry`). */
  async restore(): Promise<void> {
    const stored = this.storedSession() !== null
    const token = await this.accessToken()
    if (token === null) {
      this.expired = stored
      return
    }
    try {
      this.user = (await this.backend.session(token)).user
      await this.vault.unlock(token)
      // The honoured session is this page's (accessToken keeps only a renewed one).
      this.session ??= this.storedSession()
    } catch (error) {
      this.expired = error instanceof BackendRefusedError && error.code === 'SESSION_EXPIRED'
      this.forget()
    }
  }

  /** Whether the session this page started with was refused by the backend (expired or revoked); true once only. */
  takeExpiry(): boolean {
    const expired = this.expired
    this.expired = false
    return expired
  }

  /** Makes a granted session this frame's and brings the keys: unlocked here, recovered on a new device, or a new wallet for a new user. */
  async adopt(grant: { session: FrameSession; user: FrameUser }): Promise<void> {
    this.keep(grant.session)
    this.user = grant.user
    const token = grant.session.accessToken
    try {
      await this.vault.unlock(token)
    } catch (error) {
      if (!(error instanceof DeviceShareMissingError)) throw error
      try {
        const record = await this.backend.wallet(token)
        if (record === null) await this.create(token, grant.user)
        else await this.recover(token, grant.user, record.recovery.kind)
      } finally {
        this.prompt.close()
      }
    }
  }

  /** Throws "Session expired" (SPEC §8's Session Expired alert in the app) when the logged-in user's session is no longer honoured; forgets it then. */
  async requireSession(): Promise<void> {
    if (this.session === null) return
    const token = await this.accessToken()
    if (token !== null) {
      try {
        await this.backend.session(token)
        return
      } catch (error) {
        if (!(error instanceof BackendRefusedError) || error.code !== 'SESSION_EXPIRED') throw error
        this.forget()
      }
    }
    throw new FrameRequestError('Session expired', 4100, 'SESSION_EXPIRED')
  }

  /** Makes a new user's wallet, asking again after a passkey that could not seal it (an authenticator without PRF, or none chosen). */
  private async create(token: string, user: FrameUser): Promise<void> {
    for (let failed = false; ; failed = true) {
      try {
        await this.vault.createWallet(token, await this.prompt.newWallet(user, failed))
        return
      } catch (error) {
        if (!(error instanceof PasskeyFailedError)) throw error
      }
    }
  }

  /** Recovers on a new device, asking again after each wrong password or failed passkey. */
  private async recover(token: string, user: FrameUser, kind: RecoveryEnvelope['kind']): Promise<void> {
    for (let refused = false; ; refused = true) {
      try {
        await this.vault.recover(token, await this.prompt.recoverWallet(user, kind, refused))
        return
      } catch (error) {
        if (!(error instanceof RecoveryRefusedError) && !(error instanceof PasskeyFailedError)) throw error
      }
    }
  }

  /**
   * The user exports their own keys (issue 31): the prompt asks for the recovery password or passkey
   * again until it opens the wallet's recovery envelope (or the user cancels), then shows the keys in
   * the frame until the user is done. Only the outcome leaves this method; 4100 "Unauthorized" when locked.
   */
  async exportPrivateKey(prompt: KeyExportPrompt): Promise<'EXPORTED' | 'CANCELLED'> {
    const token = this.isConnected ? await this.accessToken() : null
    const record = token === null ? null : await this.backend.wallet(token)
    if (token === null || record === null) throw new FrameRequestError('Unauthorized', 4100)
    try {
      for (let refused = false; ; refused = true) {
        const proof = await prompt.confirm(record.recovery.kind, refused)
        if (proof === null) return 'CANCELLED'
        try {
          await prompt.reveal(await this.vault.exportPrivateKey(token, proof))
          return 'EXPORTED'
        } catch (error) {
          if (!(error instanceof ExportConfirmationRefusedError)) throw error
        }
      }
    } finally {
      prompt.close()
    }
  }

  /** Revokes the session on the server and forgets it here (the device share stays, for the next login). */
  async signOut(): Promise<void> {
    const token = this.session?.accessToken
    this.forget()
    if (token !== undefined) await this.backend.signOut(token)
  }

  /** Locks the keys and forgets the session on this origin. */
  forget(): void {
    this.vault.lock()
    this.storage.removeItem(storageKeys.session)
    this.session = null
    this.user = null
  }

  /** The user's EVM account; 4100 "Unauthorized" when locked. */
  evmAccount(): PrivateKeyAccount {
    if (this.vault.addresses === undefined) throw new FrameRequestError('Unauthorized', 4100)
    return this.vault.evmAccount()
  }

  /** The user's Solana public key; 4100 "Unauthorized" when locked. */
  solanaAddress(): string {
    const addresses = this.vault.addresses
    if (addresses === undefined) throw new FrameRequestError('Unauthorized', 4100)
    return addresses.solana
  }

  /** Signs bytes with the user's Solana key inside the vault (the seed is never handed out); 4100 "Unauthorized" when locked. */
  signSolana(message: Uint8Array): Uint8Array {
    if (this.vault.addresses === undefined) throw new FrameRequestError('Unauthorized', 4100)
    return this.vault.signSolanaMessage(message)
  }

  /** The user's address on a chain: the EVM address, or the base58 Solana key. */
  addressOn(chainId: string | number): string {
    return parseChainId(chainId).namespace === 'solana' ? this.solanaAddress() : this.evmAccount().address
  }

  /** The EVM account type the user chose last (kept per user on this origin), else 'eoa'. */
  evmAccountType(): EvmAccountType {
    const userId = this.user?.id
    return userId !== undefined && this.storage.getItem(storageKeys.accountType(userId)) === 'smartAccount' ? 'smartAccount' : 'eoa'
  }

  /** Makes `type` the user's EVM account type from now on. */
  setEvmAccountType(type: EvmAccountType): void {
    if (!this.user) throw new FrameRequestError('Unauthorized', 4100)
    this.storage.setItem(storageKeys.accountType(this.user.id), type)
  }

  private keep(session: FrameSession): void {
    this.session = session
    this.storage.setItem(storageKeys.session, JSON.stringify(session))
  }

  private storedSession(): FrameSession | null {
    const text = this.storage.getItem(storageKeys.session)
    if (text === null) return null
    try {
      const decoded = decode(FrameSession, JSON.parse(text))
      return decoded.ok ? decoded.value : null
    } catch {
      return null
    }
  }
}
