import { getAddress } from 'viem'
import { carryPlugin, decode, parseCaipNetworkId } from '@portico/kernel/extend'
import type { CaipNetworkId } from '@portico/kernel/extend'
import type * as t from 'io-ts'
import { defaultStorage } from './defaultStorage.ts'
import { SiwxError } from './errors.ts'
import type { SiwxErrorCode } from './errors.ts'
import { formatSiwxMessage } from './formatSiwxMessage.ts'
import type { ProjectBoundSiwx } from './ProjectBoundSiwx.ts'
import type { SiwxMessage, SiwxMessageInput } from './SiwxMessage.ts'
import type { SiwxMessageData } from './SiwxMessageData.ts'
import { siwxPlugin } from './siwxPlugin.ts'
import { SiwxServiceAnswers } from './SiwxServiceAnswers.ts'
import type { SiwxSession } from './SiwxSession.ts'
import type { SiwxStorage } from './SiwxStorage.ts'

/** AppKit's options of `ReownAuthentication`, and where the sessions are kept. */
export interface ReownAuthenticationOptions {
  /** The storage key of the session token; `@appkit/siwx-auth-token` by default. */
  localAuthStorageKey?: string
  /** The storage key of the nonce waiting for its signature; `@appkit/siwx-nonce-token` by default. */
  localNonceStorageKey?: string
  /** Whether signing in is required (declining disconnects); true by default. */
  required?: boolean
  /** Whether disconnecting revokes the session; true by default. */
  signOutOnDisconnect?: boolean
  /** The `@portico/service` keeping the sessions; the instance's `projectServiceUrl` by default. */
  projectServiceUrl?: string
  /** The project the sessions belong to; the instance's `projectId` by default. */
  projectId?: string
  /** The RFC 3986 authority asking to sign in; the page's `location.host` by default. */
  domain?: string
  /** The URI the session is for; the page's `location.href` by default. */
  uri?: string
  /** The sentence the user reads in the message. */
  statement?: string
  /** Where the token and nonce are kept; `localStorage` when the page has one, else memory. */
  storage?: SiwxStorage
}

/**
 * The signed-in account as the service knows it (`getSessionAccount()`): AppKit's session account
 * fields (`address`, `chainId` as the network's reference, `chainNamespace`, `caip2Network`,
 * `domain`, `uri`, `nonce`, `exp`, `sub`, `email` when set, ...), and Portico's `sessionId`,
 * `expiresAt` and the `metadata` set with `setSessionAccountMetadata`.
 */
export type ReownAuthenticationAccount = t.TypeOf<typeof SiwxServiceAnswers.account>
/** A session as the service lists it: the signed message, its data and its times. */
export type ReownAuthenticationSession = t.TypeOf<typeof SiwxServiceAnswers.sessions>['sessions'][number]
/** The events of `on`: `sessionChanged` with the new session, or undefined once signed out. */
export interface ReownAuthenticationEvents {
  sessionChanged: SiwxSession | undefined
}

/** The service's refusals a host tells apart, by the service's code. */
const refusalCodes: Readonly<Record<string, SiwxErrorCode>> = {
  INVALID_CODE: 'SIWX_INVALID_CODE',
  CODE_EXPIRED: 'SIWX_CODE_EXPIRED',
  CODE_LOCKED: 'SIWX_CODE_LOCKED',
  EMAIL_COOLDOWN: 'SIWX_EMAIL_RATE_LIMITED',
  EMAIL_RATE_LIMITED: 'SIWX_EMAIL_RATE_LIMITED',
  NO_MAIL: 'SIWX_NOT_CONFIGURED',
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function pageLocation(): { host: string; href: string } | undefined {
  return (globalThis as { location?: { host: string; href: string } }).location
}

function sameAccount(chainId: string, left: string, right: string): boolean {
  return chainId.startsWith('eip155:') ? left.toLowerCase() === right.toLowerCase() : left === right
}

/**
 * AppKit's `ReownAuthentication`, self-hosted: `createAppKit({ siwx: new ReownAuthentication() })`
 * signs in through the project's own `@portico/service` (its `/siwx/...` routes), which hands out
 * the nonces, verifies the signatures (EVM and Solana), and keeps the sessions, their expiry and
 * revocation, and the account's e-mail. The page keeps only the session's token. It brings the
 * sign-in plugin as `DefaultSIWX` does.
 */
export class ReownAuthentication implements ProjectBoundSiwx {
  readonly signOutOnDisconnect: boolean
  private readonly options: ReownAuthenticationOptions
  private readonly storage: SiwxStorage
  private readonly listeners = new Set<(session: SiwxSession | undefined) => void>()
  private project: { projectServiceUrl?: string | undefined; projectId?: string | undefined } = {}
  private bindProject: () => void = () => undefined
  // Without both options, the service and project are the instance's: known once the sign-in plugin is set up.
  private readonly projectBound = new Promise<void>((resolve) => {
    this.bindProject = resolve
  })

  constructor(options: ReownAuthenticationOptions = {}) {
    this.options = options
    this.storage = options.storage ?? defaultStorage()
    this.signOutOnDisconnect = options.signOutOnDisconnect ?? true
    // The kernel may call the SIWX functions apart from the object.
    for (const name of ['createMessage', 'addSession', 'getSessions', 'revokeSession', 'setSessions', 'getRequired'] as const) this[name] = this[name].bind(this) as never
    carryPlugin(this, siwxPlugin())
  }

  /** Called by the sign-in plugin: the instance's service and project, used when the options name none. */
  useProject(project: { projectServiceUrl?: string | undefined; projectId?: string | undefined }): void {
    this.project = project
    this.bindProject()
  }

  /** Whether signing in is required. */
  getRequired(): boolean {
    return this.options.required ?? true
  }

  /** A message for the account, with a nonce the service handed out (single use, expiring). */
  async createMessage(input: SiwxMessageInput): Promise<SiwxMessage> {
    const namespace = parseCaipNetworkId(input.chainId)?.namespace
    if (namespace !== 'eip155' && namespace !== 'solana') throw new SiwxError('SIWX_UNSUPPORTED_CHAIN', `SIWX does not support the network ${input.chainId}`)
    const location = pageLocation()
    const domain = this.options.domain ?? location?.host
    const uri = this.options.uri ?? location?.href
    if (!domain || !uri) throw new SiwxError('SIWX_NOT_CONFIGURED', 'SIWX needs a domain and a uri outside a page')
    const accountAddress = namespace === 'eip155' ? getAddress(input.accountAddress) : input.accountAddress
    const { nonce } = await this.call('POST', 'nonces', SiwxServiceAnswers.nonce)
    this.storage.setItem(this.nonceKey, nonce)
    const data: SiwxMessageData = { accountAddress, chainId: input.chainId, domain, uri, version: '1', nonce, issuedAt: new Date().toISOString() }
    if (this.options.statement !== undefined) data.statement = this.options.statement
    const text = formatSiwxMessage(data)
    return { ...data, toString: () => text }
  }

  /** Has the service verify the signed session and keep it; the page keeps its token. */
  async addSession(session: SiwxSession): Promise<void> {
    const created = await this.call('POST', 'sessions', SiwxServiceAnswers.created, { data: session.data, message: session.message, signature: session.signature })
    this.storage.setItem(this.tokenKey, created.token)
    this.storage.removeItem(this.nonceKey)
    this.emit(session)
  }

  /** The signed-in session when it is the account's on that network and the service still has it live. */
  async getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]> {
    const account = await this.signedInAccount()
    if (!account || account.caip2Network !== chainId || !sameAccount(chainId, account.address, address)) return []
    const { sessions } = await this.call('GET', 'sessions', SiwxServiceAnswers.sessions)
    const own = sessions.find((session) => session.id === account.sessionId)
    const data = own ? decode(SiwxServiceAnswers.storedData, { version: '1', domain: '', uri: '', ...(own.data as object) }) : undefined
    return own && data?.ok ? [{ data: data.value, message: own.message, signature: own.signature }] : []
  }

  /** Revokes the signed-in session on the service when it is the account's on that network, and signs out. */
  async revokeSession(chainId: CaipNetworkId, address: string): Promise<void> {
    const account = await this.signedInAccount()
    if (account && account.caip2Network === chainId && sameAccount(chainId, account.address, address)) await this.revokeSessionById(account.sessionId)
  }

  /** Signs in with the last of the sessions, or signs out when there is none. */
  async setSessions(sessions: SiwxSession[]): Promise<void> {
    const last = sessions.at(-1)
    if (last) return this.addSession(last)
    const account = await this.signedInAccount()
    if (account) await this.revokeSessionById(account.sessionId)
  }

  /** The signed-in account, as AppKit's is; rejects with SIWX_NOT_AUTHENTICATED when signed out. */
  async getSessionAccount(): Promise<ReownAuthenticationAccount> {
    const account = await this.signedInAccount()
    if (!account) throw new SiwxError('SIWX_NOT_AUTHENTICATED', 'Not authenticated')
    return account
  }

  /** Keeps metadata (an object; null or nothing forgets it) on the signed-in account, on the service; resolves with what it keeps. */
  async setSessionAccountMetadata(metadata: object | null = null): Promise<unknown> {
    const answer = await this.call('PUT', 'account/metadata', SiwxServiceAnswers.metadata, { metadata })
    return answer.metadata
  }

  /**
   * AppKit's: has the service mail a six-digit code to `email` for the signed-in account (in
   * `locale` when its e-mails have it, else English). The code lives ten minutes, is used once,
   * dies at the fifth wrong try, and a new request replaces it. Rejects with SIWX_EMAIL_RATE_LIMITED
   * within 30 s of the last code to the e-mail or for the account (or past the hourly limit),
   * SIWX_NOT_CONFIGURED when the service has no secure frame to mail it, SIWX_NOT_AUTHENTICATED
   * when signed out.
   */
  async requestEmailOtp({ email, locale }: { email: string; locale?: string }): Promise<{ email: string }> {
    await this.getSessionAccount()
    return this.call('POST', 'account/email/otp', SiwxServiceAnswers.email, locale === undefined ? { email } : { email, locale })
  }

  /**
   * AppKit's: confirms the code `requestEmailOtp` mailed; the service then keeps that e-mail on the
   * signed-in account, verified (`getSessionAccount()`'s `email`, with `emailVerified: true`).
   * Rejects with SIWX_INVALID_CODE (wrong, used, or none asked for), SIWX_CODE_EXPIRED or
   * SIWX_CODE_LOCKED (ask for a new code).
   */
  async confirmEmailOtp({ code }: { code: string }): Promise<void> {
    await this.getSessionAccount()
    await this.call('POST', 'account/email/otp/confirm', SiwxServiceAnswers.email, { otp: code })
  }

  /** Portico: keeps an e-mail on the signed-in account (null forgets it), without verifying it. */
  async setSessionAccountEmail(email: string | null): Promise<void> {
    await this.call('PUT', 'account/email', undefined, { email })
  }

  /** The signed-in account's live sessions on the service, on every device. */
  async getSessionList(): Promise<ReownAuthenticationSession[]> {
    if (this.storage.getItem(this.tokenKey) === null) return []
    return (await this.call('GET', 'sessions', SiwxServiceAnswers.sessions)).sessions
  }

  /** Revokes one of the account's sessions on the service; signs out when it is this page's. */
  async revokeSessionById(id: string): Promise<void> {
    const current = await this.call('GET', 'account', SiwxServiceAnswers.account).catch(() => undefined)
    await this.call('DELETE', `sessions/${encodeURIComponent(id)}`, undefined)
    if (current?.sessionId === id) {
      this.storage.removeItem(this.tokenKey)
      this.emit(undefined)
    }
  }

  /** Listens to `sessionChanged`; returns the function that stops listening. */
  on<E extends keyof ReownAuthenticationEvents>(_event: E, listener: (value: ReownAuthenticationEvents[E]) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Stops every listener `on` added. */
  removeAllListeners(): void {
    this.listeners.clear()
  }

  /** The signed-in account on the service, or undefined when signed out (a token the service no longer has is dropped). */
  private async signedInAccount(): Promise<ReownAuthenticationAccount | undefined> {
    if (this.storage.getItem(this.tokenKey) === null) return undefined
    return this.call('GET', 'account', SiwxServiceAnswers.account).catch((error: unknown) => {
      if (error instanceof SiwxError && this.storage.getItem(this.tokenKey) === null) return undefined
      throw error
    })
  }

  private get tokenKey(): string {
    return this.options.localAuthStorageKey ?? '@appkit/siwx-auth-token'
  }

  private get nonceKey(): string {
    return this.options.localNonceStorageKey ?? '@appkit/siwx-nonce-token'
  }

  private emit(session: SiwxSession | undefined): void {
    for (const listener of this.listeners) listener(session)
  }

  private async call<A>(method: string, path: string, codec: t.Type<A, unknown>, body?: unknown): Promise<A>
  private async call(method: string, path: string, codec: undefined, body?: unknown): Promise<undefined>
  private async call<A>(method: string, path: string, codec: t.Type<A, unknown> | undefined, body?: unknown): Promise<A | undefined> {
    if (this.options.projectServiceUrl === undefined || this.options.projectId === undefined) await this.projectBound
    const serviceUrl = (this.options.projectServiceUrl ?? this.project.projectServiceUrl)?.replace(/\/+$/, '')
    const projectId = this.options.projectId ?? this.project.projectId
    if (!serviceUrl || !projectId) throw new SiwxError('SIWX_NOT_CONFIGURED', 'ReownAuthentication needs a projectServiceUrl and a projectId')
    const token = this.storage.getItem(this.tokenKey)
    const headers: Record<string, string> = { accept: 'application/json' }
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (token !== null) headers.authorization = `Bearer ${token}`
    const response = await fetch(`${serviceUrl}/siwx/${encodeURIComponent(projectId)}/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
    if (response.status === 401) this.storage.removeItem(this.tokenKey)
    if (!response.ok) {
      const text = await response.text()
      const refusal = decode(SiwxServiceAnswers.refusal, parsedJson(text))
      const known = refusal.ok ? refusalCodes[refusal.value.code] : undefined
      if (known && refusal.ok) throw new SiwxError(known, refusal.value.error, { details: text })
      throw new SiwxError('SIWX_SERVICE_ERROR', `The project service refused ${method} /siwx/${path} (${response.status})`, { details: text })
    }
    if (!codec) return undefined
    const decoded = decode(codec, await response.json())
    if (!decoded.ok) throw new SiwxError('SIWX_SERVICE_ERROR', `The project service's answer to /siwx/${path} is not valid`, { details: decoded.error })
    return decoded.value
  }
}
