import * as t from 'io-ts'
import { decode } from '@portico/kernel/extend'
import { BackendRefusal } from './BackendRefusal.ts'
import { BackendAnswerInvalidError, BackendRefusedError, BackendTimeoutError, BackendUnreachableError } from './errors.ts'
import { FrameSession } from './FrameSession.ts'
import { FrameUser } from './FrameUser.ts'
import { WalletRecord } from './WalletRecord.ts'

/** How a FrameBackendClient reaches its backend. */
export interface FrameBackendClientOptions {
  /** Where the API is: '' (the default) for this page's own origin, as the frame and its backend share one. */
  baseUrl?: string
  /** How long one request may take; 10 s by default. */
  timeoutMs?: number
}

interface CallOptions {
  method: 'GET' | 'POST'
  accessToken?: string
  body?: unknown
}

const EmailStartAnswer = t.type({ action: t.keyof({ VERIFY_OTP: null, VERIFY_DEVICE: null, CONNECT: null }) })
const Grant = t.type({ session: FrameSession, user: FrameUser })
const Empty = t.type({})
const FarcasterStatus = t.union([t.type({ approved: t.literal(false) }), t.type({ approved: t.literal(true), session: FrameSession, user: FrameUser })])

/**
 * The frame page's client of its backend (the wire contract's routes): JSON over `fetch` on the
 * same origin, each answer decoded with io-ts, refusals thrown as BackendRefusedError by `code`,
 * each request bounded by a timeout; reads are retried once when the backend is unreachable or slow.
 */
export class FrameBackendClient {
  private readonly baseUrl: string
  private readonly timeoutMs: number

  constructor(options: FrameBackendClientOptions = {}) {
    this.baseUrl = options.baseUrl ?? ''
    this.timeoutMs = options.timeoutMs ?? 10_000
  }

  /** `POST /api/email/start`: what the login needs next (a code, a device approval, or nothing); the e-mail is written in `locale` when given. */
  startEmail(email: string, deviceId: string, accessToken?: string, locale?: string): Promise<t.TypeOf<typeof EmailStartAnswer>> {
    return this.call('/api/email/start', { method: 'POST', body: { email, deviceId, ...(locale ? { locale } : {}) }, ...(accessToken ? { accessToken } : {}) }, EmailStartAnswer)
  }

  /** `POST /api/email/device`: whether this device was approved from the e-mailed link. */
  deviceApproval(email: string, deviceId: string): Promise<{ approved: boolean }> {
    return this.call('/api/email/device', { method: 'POST', body: { email, deviceId } }, t.type({ approved: t.boolean }))
  }

  /** `POST /api/email/verify`: a session and the user for a right code. */
  verifyEmail(email: string, deviceId: string, otp: string): Promise<{ session: FrameSession; user: FrameUser }> {
    return this.call('/api/email/verify', { method: 'POST', body: { email, deviceId, otp } }, Grant)
  }

  /** `POST /api/social/start`: the provider's authorization URL for a popup (it comes back to this origin's `/oauth/callback`). */
  startSocial(provider: string, appOrigin: string): Promise<{ uri: string }> {
    return this.call('/api/social/start', { method: 'POST', body: { provider, appOrigin } }, t.type({ uri: t.string }))
  }

  /** `POST /api/social/exchange`: a session and the user for the provider's callback URL. */
  exchangeSocial(callbackUri: string, appOrigin: string, deviceId: string): Promise<{ session: FrameSession; user: FrameUser }> {
    return this.call('/api/social/exchange', { method: 'POST', body: { callbackUri, appOrigin, deviceId } }, Grant)
  }

  /** `POST /api/farcaster/start`: the Sign In With Farcaster URL to show, and the relay channel to watch. */
  startFarcaster(appOrigin: string): Promise<{ url: string; channel: string }> {
    return this.call('/api/farcaster/start', { method: 'POST', body: { appOrigin } }, t.type({ url: t.string, channel: t.string }))
  }

  /** `POST /api/farcaster/status`: not approved yet, or a session and the user once the Farcaster app signed in. */
  farcasterStatus(channel: string, appOrigin: string, deviceId: string): Promise<t.TypeOf<typeof FarcasterStatus>> {
    return this.call('/api/farcaster/status', { method: 'POST', body: { channel, appOrigin, deviceId } }, FarcasterStatus)
  }

  /** `POST /api/session/refresh`: a new session (the refresh token rotates). */
  refreshSession(refreshToken: string): Promise<{ session: FrameSession }> {
    return this.call('/api/session/refresh', { method: 'POST', body: { refreshToken } }, t.type({ session: FrameSession }))
  }

  /** `GET /api/session`: the session's user. */
  session(accessToken: string): Promise<{ user: FrameUser }> {
    return this.call('/api/session', { method: 'GET', accessToken }, t.type({ user: FrameUser }))
  }

  /** `POST /api/sign-out`: revokes the session on the server. */
  async signOut(accessToken: string): Promise<void> {
    await this.call('/api/sign-out', { method: 'POST', accessToken, body: {} }, Empty)
  }

  /** `GET /api/wallet`: the user's wallet record, or null when they have none. */
  async wallet(accessToken: string): Promise<WalletRecord | null> {
    return (await this.call('/api/wallet', { method: 'GET', accessToken }, t.type({ wallet: t.union([WalletRecord, t.null]) }))).wallet
  }

  /** `POST /api/wallet`: stores the user's wallet record; WALLET_EXISTS when they have one. */
  async createWallet(accessToken: string, record: WalletRecord): Promise<void> {
    await this.call('/api/wallet', { method: 'POST', accessToken, body: record }, Empty)
  }

  /** `POST /api/email/update`: starts changing the e-mail (a code goes to the current one). */
  updateEmail(accessToken: string, email: string): Promise<{ action: 'VERIFY_PRIMARY_OTP' }> {
    return this.call('/api/email/update', { method: 'POST', accessToken, body: { email } }, t.type({ action: t.literal('VERIFY_PRIMARY_OTP') }))
  }

  /** `POST /api/email/update/primary`: the current e-mail's code (a code goes to the new one). */
  verifyPrimaryEmail(accessToken: string, otp: string): Promise<{ action: 'VERIFY_SECONDARY_OTP' }> {
    return this.call('/api/email/update/primary', { method: 'POST', accessToken, body: { otp } }, t.type({ action: t.literal('VERIFY_SECONDARY_OTP') }))
  }

  /** `POST /api/email/update/secondary`: the new e-mail's code; the e-mail is changed. */
  verifySecondaryEmail(accessToken: string, otp: string): Promise<{ newEmail: string }> {
    return this.call('/api/email/update/secondary', { method: 'POST', accessToken, body: { otp } }, t.type({ newEmail: t.string }))
  }

  private async call<A>(path: string, options: CallOptions, answer: t.Type<A, unknown, unknown>): Promise<A> {
    try {
      return await this.callOnce(path, options, answer)
    } catch (error) {
      const retriable = error instanceof BackendTimeoutError || error instanceof BackendUnreachableError
      if (options.method !== 'GET' || !retriable) throw error
      return this.callOnce(path, options, answer)
    }
  }

  private async callOnce<A>(path: string, options: CallOptions, answer: t.Type<A, unknown, unknown>): Promise<A> {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    if (options.accessToken !== undefined) headers.authorization = `Bearer ${options.accessToken}`
    let response: Response
    let json: unknown
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method: options.method,
        headers,
        credentials: 'same-origin',
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
        signal: AbortSignal.timeout(this.timeoutMs),
      })
      json = await response.json().catch(() => undefined)
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') throw new BackendTimeoutError(path, this.timeoutMs)
      throw new BackendUnreachableError(path, error)
    }
    if (!response.ok) {
      const refusal = decode(BackendRefusal, json)
      if (!refusal.ok) throw new BackendRefusedError(response.status, `The frame's backend answered ${response.status}`, undefined)
      throw new BackendRefusedError(response.status, refusal.value.error, refusal.value.code, refusal.value.retryAfterSeconds)
    }
    const decoded = decode(answer, json)
    if (!decoded.ok) throw new BackendAnswerInvalidError(path, decoded.error)
    return decoded.value
  }
}
