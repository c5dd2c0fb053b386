import { getAddress } from 'viem'
import { carryPlugin, decode, parseCaipNetworkId } from '@portico/kernel/extend'
import type { CaipNetworkId } from '@portico/kernel/extend'
import { defaultStorage } from './defaultStorage.ts'
import { eip155Verifier } from './eip155Verifier.ts'
import { SiwxError } from './errors.ts'
import { formatSiwxMessage } from './formatSiwxMessage.ts'
import { generateNonce } from './generateNonce.ts'
import { signedMessageData } from './signedMessageData.ts'
import type { Siwx } from './Siwx.ts'
import type { SiwxMessage, SiwxMessageInput } from './SiwxMessage.ts'
import type { SiwxMessageData } from './SiwxMessageData.ts'
import { SiwxSession } from './SiwxSession.ts'
import { SiwxSessionStore } from './SiwxSessionStore.ts'
import type { SiwxStorage } from './SiwxStorage.ts'
import type { SiwxVerifier } from './SiwxVerifier.ts'
import { siwxPlugin } from './siwxPlugin.ts'
import { solanaVerifier } from './solanaVerifier.ts'

/** Options of `defaultSiwx`. */
export interface DefaultSiwxOptions {
  /** The RFC 3986 authority asking to sign in; the page's `location.host` by default. */
  domain?: string
  /** The URI the session is for; the page's `location.href` by default. */
  uri?: string
  /** The sentence the user reads in the message (one line). */
  statement?: string
  /** Gives a nonce, such as one from the host's server; else 96 random bits from `crypto.getRandomValues`. */
  getNonce?: (input: SiwxMessageInput) => Promise<string> | string
  /** How long a session lasts, in milliseconds from its message's creation; without it, until revoked. */
  expiration?: number
  /** Whether signing in is required (declining disconnects); true by default. */
  required?: boolean
  /** Whether disconnecting revokes the account's sessions; true by default. */
  signOutOnDisconnect?: boolean
  /** Signature checks per namespace; eip155 (EOAs, offline) and solana (ed25519) by default. */
  verifiers?: SiwxVerifier[]
  /** Where sessions are kept; `localStorage` when the page has one, else memory. */
  storage?: SiwxStorage
  /** The storage key; `@portico/siwx-sessions` by default. */
  storageKey?: string
}

function pageLocation(): { host: string; href: string } | undefined {
  return (globalThis as { location?: { host: string; href: string } }).location
}

/**
 * The default SIWX: EIP-4361 messages on eip155 (viem), Sign-In-With-Solana on solana, checked
 * by the verifiers before a session is stored and again when it is read, sessions kept per
 * account and network until they expire or are revoked. It brings the sign-in plugin:
 * `createAppKit({ siwx: defaultSiwx() })` needs no `siwxPlugin()` in `plugins`.
 */
export function defaultSiwx(options: DefaultSiwxOptions = {}): Siwx {
  const verifiers = options.verifiers ?? [eip155Verifier(), solanaVerifier()]
  const store = new SiwxSessionStore(options.storage ?? defaultStorage(), options.storageKey)

  async function isValid(session: SiwxSession): Promise<boolean> {
    const signed = signedMessageData(session)
    if (!signed) return false
    if (signed.expirationTime !== undefined && Date.parse(signed.expirationTime) <= Date.now()) return false
    const namespace = parseCaipNetworkId(signed.chainId)?.namespace
    const verifier = verifiers.find((candidate) => candidate.chainNamespace === namespace)
    return verifier ? verifier.verify(session) : false
  }

  async function checked(input: unknown): Promise<SiwxSession> {
    const decoded = decode(SiwxSession, input)
    if (!decoded.ok) {
      throw new SiwxError('SIWX_INVALID_SESSION', 'The SIWX session is not valid', { details: decoded.error })
    }
    if (!(await isValid(decoded.value))) {
      throw new SiwxError('SIWX_INVALID_SESSION', 'The SIWX session is not valid', {
        details: 'Its message does not match its data, has expired, or its signature does not verify.',
      })
    }
    return decoded.value
  }

  const siwx: Siwx = {
    async createMessage(input: SiwxMessageInput): Promise<SiwxMessage> {
      const { chainId } = input
      const namespace = parseCaipNetworkId(chainId)?.namespace
      if (namespace !== 'eip155' && namespace !== 'solana') {
        throw new SiwxError('SIWX_UNSUPPORTED_CHAIN', `SIWX does not support the network ${chainId}`)
      }
      const location = pageLocation()
      const domain = options.domain ?? location?.host
      const uri = options.uri ?? location?.href
      if (!domain || !uri) {
        throw new SiwxError('SIWX_NOT_CONFIGURED', 'SIWX needs a domain and a uri outside a page')
      }
      let accountAddress = input.accountAddress
      if (namespace === 'eip155') {
        try {
          accountAddress = getAddress(accountAddress)
        } catch (error) {
          throw new SiwxError('SIWX_INVALID_MESSAGE', "The SIWX message's accountAddress is not valid", { cause: error })
        }
      }
      const nonce = (await options.getNonce?.(input)) ?? generateNonce()
      const issuedAt = new Date()
      const data: SiwxMessageData = { accountAddress, chainId, domain, uri, version: '1', nonce, issuedAt: issuedAt.toISOString() }
      if (options.statement !== undefined) data.statement = options.statement
      if (options.expiration !== undefined) data.expirationTime = new Date(issuedAt.getTime() + options.expiration).toISOString()
      const text = formatSiwxMessage(data)
      return { ...data, toString: () => text }
    },

    async addSession(session: SiwxSession): Promise<void> {
      store.add(await checked(session))
    },

    async revokeSession(chainId: CaipNetworkId, address: string): Promise<void> {
      store.remove(chainId, address)
    },

    async setSessions(sessions: SiwxSession[]): Promise<void> {
      const valid: SiwxSession[] = []
      for (const session of sessions) valid.push(await checked(session))
      store.replaceAll(valid)
    },

    async getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]> {
      const sessions = store.get(chainId, address)
      const valid = await Promise.all(sessions.map(isValid))
      return sessions.filter((_, index) => valid[index])
    },

    getRequired: () => options.required ?? true,
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
  }
  return carryPlugin(siwx, siwxPlugin())
}
