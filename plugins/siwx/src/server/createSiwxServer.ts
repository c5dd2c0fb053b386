import { decode, parseCaipNetworkId } from '@portico/kernel/extend'
import type { CaipNetworkId } from '@portico/kernel/extend'
import { SiwxVerificationError } from '../errors.ts'
import { generateNonce } from '../generateNonce.ts'
import type { PublicClientForChain } from '../PublicClientForChain.ts'
import { signedMessageData } from '../signedMessageData.ts'
import type { SiwxMessageData } from '../SiwxMessageData.ts'
import { SiwxSession } from '../SiwxSession.ts'
import { verifyEip155Signature } from '../verifyEip155Signature.ts'
import { verifySolanaSignature } from '../verifySolanaSignature.ts'
import { memoryNonceStore } from './memoryNonceStore.ts'
import type { NonceStore } from './NonceStore.ts'
import type { VerifiedSession } from './VerifiedSession.ts'

/** Options of `createSiwxServer`. */
export interface SiwxServerOptions {
  /** The RFC 3986 authority (or authorities) sessions must be for, such as `app.example.com` or `127.0.0.1:5173`. */
  domain: string | readonly string[]
  /** The exact URI (or URIs) accepted; by default any http(s) URI whose host is an accepted domain. */
  uri?: string | readonly string[]
  /** The CAIP-2 networks accepted; by default every eip155 and solana network. */
  chains?: readonly CaipNetworkId[]
  /** How long an issued nonce can be used, in milliseconds; 10 minutes by default. */
  nonceTtlMs?: number
  /** Where issued nonces are kept; this process's memory by default. */
  nonceStore?: NonceStore
  /** A public client per eip155 network, so smart-contract accounts (ERC-1271, ERC-6492) verify; else EOAs only. */
  publicClient?: PublicClientForChain
  /** How far in the future an Issued At may be (clocks differ), in milliseconds; 1 minute by default. */
  clockSkewMs?: number
}

/** The server side of SIWX: nonces for messages, and the check of a session a client sends. */
export interface SiwxServer {
  /** Issues a single-use nonce for the next message. */
  issueNonce(): Promise<string>
  /**
   * Checks a session (as received, undecoded): its shape, message, domain, uri, network, times,
   * signature, and that its nonce was issued here and is unused; then uses the nonce up.
   * Rejects with a SiwxVerificationError whose code says why.
   */
  verifySession(session: unknown): Promise<VerifiedSession>
}

const defaultNonceTtlMs = 10 * 60_000
const defaultClockSkewMs = 60_000

const asList = (value: string | readonly string[]): readonly string[] => (typeof value === 'string' ? [value] : value)

function refuse(code: SiwxVerificationError['code'], message: string, details?: string): never {
  throw new SiwxVerificationError(code, message, details === undefined ? {} : { details })
}

function isUriForDomains(uri: string, domains: readonly string[]): boolean {
  try {
    const url = new URL(uri)
    return (url.protocol === 'https:' || url.protocol === 'http:') && domains.includes(url.host)
  } catch {
    return false
  }
}

function checkTimes(data: SiwxMessageData, clockSkewMs: number): void {
  const now = Date.now()
  if (data.expirationTime !== undefined && Date.parse(data.expirationTime) <= now) {
    refuse('EXPIRED', 'The SIWX session has expired')
  }
  if (data.notBefore !== undefined && Date.parse(data.notBefore) > now) {
    refuse('NOT_YET_VALID', 'The SIWX session is not valid yet')
  }
  if (data.issuedAt !== undefined && Date.parse(data.issuedAt) > now + clockSkewMs) {
    refuse('NOT_YET_VALID', 'The SIWX message was issued in the future')
  }
}

/** Creates the server side of SIWX for a host's backend (Node). */
export function createSiwxServer(options: SiwxServerOptions): SiwxServer {
  const domains = asList(options.domain)
  const uris = options.uri === undefined ? undefined : asList(options.uri)
  const nonceTtlMs = options.nonceTtlMs ?? defaultNonceTtlMs
  const clockSkewMs = options.clockSkewMs ?? defaultClockSkewMs
  const nonces = options.nonceStore ?? memoryNonceStore()

  async function checkSignature(data: SiwxMessageData, message: string, signature: string): Promise<void> {
    const input = { message, signature, address: data.accountAddress }
    const valid = data.chainId.startsWith('eip155:')
      ? await verifyEip155Signature({ ...input, client: options.publicClient?.(data.chainId) })
      : verifySolanaSignature(input)
    if (!valid) refuse('SIGNATURE', 'The SIWX signature does not match the message and account')
  }

  return {
    async issueNonce(): Promise<string> {
      const nonce = generateNonce()
      await nonces.add(nonce, Date.now() + nonceTtlMs)
      return nonce
    },

    async verifySession(input: unknown): Promise<VerifiedSession> {
      const decoded = decode(SiwxSession, input)
      if (!decoded.ok) refuse('MALFORMED', 'The SIWX session is malformed', decoded.error)
      const session = decoded.value
      const data = signedMessageData(session)
      if (!data) refuse('MALFORMED', 'The SIWX message cannot be read, or does not match the session data')
      const namespace = parseCaipNetworkId(data.chainId)?.namespace
      if ((namespace !== 'eip155' && namespace !== 'solana') || (options.chains && !options.chains.includes(data.chainId))) {
        refuse('CHAIN', `The SIWX session's network ${data.chainId} is not accepted`)
      }
      if (!domains.includes(data.domain)) refuse('DOMAIN', `The SIWX session is for another domain: ${data.domain}`)
      if (uris ? !uris.includes(data.uri) : !isUriForDomains(data.uri, domains)) {
        refuse('URI', `The SIWX session is for another URI: ${data.uri}`)
      }
      checkTimes(data, clockSkewMs)
      if (!(await nonces.has(data.nonce))) refuse('NONCE', 'The SIWX nonce was not issued here, has expired or was used')
      await checkSignature(data, session.message, session.signature)
      if (!(await nonces.consume(data.nonce))) refuse('NONCE', 'The SIWX nonce was not issued here, has expired or was used')
      const expiresAt = data.expirationTime === undefined ? undefined : Date.parse(data.expirationTime)
      return { chainId: data.chainId, address: data.accountAddress, expiresAt, data, message: session.message, signature: session.signature }
    },
  }
}
