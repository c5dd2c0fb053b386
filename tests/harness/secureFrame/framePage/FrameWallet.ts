import * as t from 'io-ts'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, hex } from '@scure/base'
import { decode } from '@portico/kernel/extend'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { PrivateKeyAccount } from 'viem/accounts'
import { BackendUser } from '../BackendUser.ts'
import type { SessionGrant } from '../SessionGrant.ts'
import { UserKeys } from '../UserKeys.ts'
import { callBackend } from './callBackend.ts'
import { FrameRequestError } from '../../../../service/frame/src/page/FrameRequestError.ts'
import { parseChainId } from '../../../../service/frame/src/page/parseChainId.ts'
import type { EvmAccountType, LoggedInWallet } from '../../../../service/frame/src/page/LoggedInWallet.ts'

const storageKeys = {
  deviceId: 'portico-frame/device-id',
  session: 'portico-frame/session',
  keys: (userId: string) => `portico-frame/keys/${userId}`,
  accountType: (userId: string) => `portico-frame/account-type/${userId}`,
}

function randomHex(bytes: number): string {
  return hex.encode(crypto.getRandomValues(new Uint8Array(bytes)))
}

function readLocalKeys(userId: string): UserKeys | undefined {
  const text = localStorage.getItem(storageKeys.keys(userId))
  if (text === null) return undefined
  try {
    const decoded = decode(UserKeys, JSON.parse(text))
    return decoded.ok ? decoded.value : undefined
  } catch {
    return undefined
  }
}

/** The logged-in user of this frame: the session token, the user and their keys, kept in the frame origin's localStorage. */
export class FrameWallet implements LoggedInWallet {
  token: string | null = null
  user: BackendUser | null = null
  private keys: UserKeys | null = null

  /** This browser's device id: random, made once, kept in the frame's localStorage. */
  readonly deviceId: string

  constructor() {
    const stored = localStorage.getItem(storageKeys.deviceId)
    this.deviceId = stored !== null && /^[0-9a-f]{32}$/.test(stored) ? stored : randomHex(16)
    localStorage.setItem(storageKeys.deviceId, this.deviceId)
  }

  /** Whether a user is logged in here. */
  get isConnected(): boolean {
    return this.token !== null && this.user !== null && this.keys !== null
  }

  /** Restores the stored session when the backend still knows it; forgets it otherwise. */
  async restore(): Promise<void> {
    const token = localStorage.getItem(storageKeys.session)
    if (token === null) return
    const answer = await callBackend('/api/session', { token }, t.type({ live: t.boolean, user: t.union([BackendUser, t.null]) })).catch(() => undefined)
    if (!answer?.live || !answer.user) return this.forget()
    await this.adopt({ token, user: answer.user })
  }

  /** Makes a granted session this frame's: stores the token and brings the user's keys (local, the backend's copy, or new ones). */
  async adopt(grant: SessionGrant): Promise<void> {
    const local = readLocalKeys(grant.user.id)
    let keys = grant.user.keys ?? local
    if (!grant.user.keys) {
      const uploaded = keys ?? { evmPrivateKey: generatePrivateKey(), solanaSeed: `0x${randomHex(32)}` }
      keys = (await callBackend('/api/keys', { token: grant.token, keys: uploaded }, t.type({ keys: UserKeys }))).keys
    }
    if (!keys) throw new FrameRequestError('The account has no keys')
    localStorage.setItem(storageKeys.keys(grant.user.id), JSON.stringify(keys))
    localStorage.setItem(storageKeys.session, grant.token)
    this.token = grant.token
    this.user = { ...grant.user, keys: null }
    this.keys = keys
  }

  /** Forgets the session (the keys stay, keyed by user). */
  forget(): void {
    localStorage.removeItem(storageKeys.session)
    this.token = null
    this.user = null
    this.keys = null
  }

  /** The user's EVM account; throws 4100 "Unauthorized" when nobody is logged in. */
  evmAccount(): PrivateKeyAccount {
    return privateKeyToAccount(this.requireKeys().evmPrivateKey as `0x${string}`)
  }

  /** The EVM account type the user uses where the chain has smart accounts: what they chose last (kept per user), else 'eoa'. */
  evmAccountType(): EvmAccountType {
    const userId = this.user?.id
    const stored = userId === undefined ? null : localStorage.getItem(storageKeys.accountType(userId))
    return stored === 'smartAccount' ? 'smartAccount' : 'eoa'
  }

  /** Makes `type` the user's EVM account type from now on, kept in this frame's localStorage. */
  setEvmAccountType(type: EvmAccountType): void {
    if (!this.user) throw new FrameRequestError('Unauthorized', 4100)
    localStorage.setItem(storageKeys.accountType(this.user.id), type)
  }

  /** Signs bytes with the user's Solana ed25519 key. */
  signSolana(message: Uint8Array): Uint8Array {
    return ed25519.sign(message, this.solanaSeed())
  }

  /** The user's Solana public key in base58. */
  solanaAddress(): string {
    return base58.encode(ed25519.getPublicKey(this.solanaSeed()))
  }

  /** The user's address on a chain: the checksummed EVM address, or the base58 Solana key for a Solana reference. */
  addressOn(chainId: string | number): string {
    return parseChainId(chainId).namespace === 'solana' ? this.solanaAddress() : this.evmAccount().address
  }

  private solanaSeed(): Uint8Array {
    return hex.decode(this.requireKeys().solanaSeed.slice(2))
  }

  private requireKeys(): UserKeys {
    if (!this.keys) throw new FrameRequestError('Unauthorized', 4100)
    return this.keys
  }
}
