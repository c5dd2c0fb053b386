import { randomBytes } from 'node:crypto'
import type { FrameSocialProvider } from '@portico/adapter-embedded'
import { BackendError } from './BackendError.ts'
import type { BackendRequest } from './backendRequests.ts'
import type { BackendUser } from './BackendUser.ts'
import type { DevMailbox } from './DevMailbox.ts'
import { isAllowedAppOrigin } from './isAllowedAppOrigin.ts'
import { OneTimeCodes } from './OneTimeCodes.ts'
import type { SessionGrant } from './SessionGrant.ts'
import type { UserKeys } from './UserKeys.ts'

/** What the backend needs from its server. */
export interface SecureFrameBackendOptions {
  mailbox: DevMailbox
  /** The frame's origin, known once the server listens. */
  origin: () => string
  allowedAppOrigins: readonly string[]
  /** Called once per user when their keys are first stored (the dev faucet). */
  onNewKeys?: (keys: UserKeys) => Promise<void>
}

interface UserRecord {
  id: string
  provider: string
  email: string | null
  userName: string | null
  devices: Set<string>
  keys: UserKeys | null
}

interface DeviceApproval {
  userId: string
  deviceId: string
  approved: boolean
  codeSent: boolean
}

interface SocialLogin {
  provider: FrameSocialProvider
  appOrigin: string
  code: string | null
  userName: string | null
}

interface FarcasterChannel {
  appOrigin: string
  userName: string | null
}

function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url')
}

const invalidCode = 'Invalid code'

/**
 * The reference frame's backend, in memory: e-mail login with one-time codes and device approval,
 * sessions, e-mail update, the local OAuth and Farcaster stand-ins and the users' key copies.
 */
export class SecureFrameBackend {
  private readonly users = new Map<string, UserRecord>()
  /** User ids by login key: `email:<address>` or `<provider>:<userName>`. */
  private readonly userIds = new Map<string, string>()
  private readonly sessions = new Map<string, string>()
  private readonly approvals = new Map<string, DeviceApproval>()
  private readonly emailUpdates = new Map<string, string>()
  private readonly socialLogins = new Map<string, SocialLogin>()
  private readonly farcasterChannels = new Map<string, FarcasterChannel>()
  private readonly codes = new OneTimeCodes()

  constructor(private readonly options: SecureFrameBackendOptions) {}

  /** The frame's origin. */
  origin(): string {
    return this.options.origin()
  }

  /** Whether an app origin may use the frame. */
  isAllowedAppOrigin(origin: string): boolean {
    return isAllowedAppOrigin(origin, this.options.allowedAppOrigins)
  }

  /** Starts an e-mail login: a code for a new user or a known device, a device approval otherwise, CONNECT for a live session of that e-mail. */
  startEmailLogin({ email, deviceId, token }: BackendRequest<'/api/email/start'>): { action: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT' } {
    const address = email.toLowerCase()
    const sessionUser = token === undefined ? undefined : this.sessionUser(token)
    if (sessionUser?.email === address) return { action: 'CONNECT' }
    const user = this.userByLogin(`email:${address}`)
    if (user && !user.devices.has(deviceId)) {
      const approvalToken = randomToken()
      this.approvals.set(approvalToken, { userId: user.id, deviceId, approved: false, codeSent: false })
      const link = `${this.options.origin()}/device/approve?token=${approvalToken}`
      this.options.mailbox.send({ to: address, subject: 'Approve a new device', text: `A new device asks to log in to your wallet. Approve it: ${link}`, link })
      return { action: 'VERIFY_DEVICE' }
    }
    this.sendCode(`login:${address}:${deviceId}`, address, 'Your login code')
    return { action: 'VERIFY_OTP' }
  }

  /** The device approval page's token, when it waits. */
  deviceApproval(token: string): DeviceApproval | undefined {
    return this.approvals.get(token)
  }

  /** Approves a device (the link in the mailbox): it becomes known to the user. */
  approveDevice(token: string): void {
    const approval = this.approvals.get(token)
    if (!approval) throw new BackendError('This approval link is not valid', 404)
    approval.approved = true
    this.users.get(approval.userId)?.devices.add(approval.deviceId)
  }

  /** Whether the device was approved; the first time it was, a login code is sent. */
  deviceStatus({ email, deviceId }: BackendRequest<'/api/email/device'>): { approved: boolean } {
    const address = email.toLowerCase()
    const user = this.userByLogin(`email:${address}`)
    const pending = [...this.approvals.values()].filter((approval) => approval.userId === user?.id && approval.deviceId === deviceId)
    if (pending.length === 0) throw new BackendError('No device approval is pending')
    const approved = pending.find((approval) => approval.approved)
    if (!approved) return { approved: false }
    if (!pending.some((approval) => approval.codeSent)) {
      approved.codeSent = true
      this.sendCode(`login:${address}:${deviceId}`, address, 'Your login code')
    }
    return { approved: true }
  }

  /** Checks a login code; a right one logs in (creating the user the first time). */
  verifyEmailLogin({ email, deviceId, otp }: BackendRequest<'/api/email/verify'>): SessionGrant {
    const address = email.toLowerCase()
    this.checkCode(`login:${address}:${deviceId}`, otp)
    const user = this.userByLogin(`email:${address}`) ?? this.createUser(`email:${address}`, { provider: 'email', email: address, userName: null })
    user.devices.add(deviceId)
    return this.grant(user)
  }

  /** Whether a session is live, with its user. */
  session(token: string): { live: boolean; user: BackendUser | null } {
    const user = this.sessionUser(token)
    return { live: user !== undefined, user: user ? this.view(user) : null }
  }

  /** Ends a session. */
  signOut(token: string): void {
    this.sessions.delete(token)
    this.emailUpdates.delete(token)
  }

  /** Keeps the first keys a device uploads for a user (the stand-in for key shares); answers the kept ones. */
  async storeKeys({ token, keys }: BackendRequest<'/api/keys'>): Promise<{ keys: UserKeys }> {
    const user = this.requireSession(token)
    if (user.keys) return { keys: user.keys }
    user.keys = keys
    await this.options.onNewKeys?.(keys)
    return { keys }
  }

  /** Starts an e-mail update: a code goes to the current e-mail. */
  startEmailUpdate({ token, email }: BackendRequest<'/api/email/update'>): { action: 'VERIFY_PRIMARY_OTP' } {
    const user = this.requireSession(token)
    if (user.email === null) throw new BackendError('This account has no e-mail')
    const address = email.toLowerCase()
    if (this.userIds.has(`email:${address}`)) throw new BackendError('This e-mail is already in use')
    this.emailUpdates.set(token, address)
    this.sendCode(`update-primary:${token}`, user.email, 'Confirm your e-mail change')
    return { action: 'VERIFY_PRIMARY_OTP' }
  }

  /** Checks the current e-mail's code; a code then goes to the new e-mail. */
  verifyPrimaryEmail({ token, otp }: BackendRequest<'/api/email/update/primary'>): void {
    this.requireSession(token)
    const newEmail = this.emailUpdates.get(token)
    if (newEmail === undefined) throw new BackendError('No e-mail update is pending')
    this.checkCode(`update-primary:${token}`, otp)
    this.sendCode(`update-secondary:${token}`, newEmail, 'Confirm your new e-mail')
  }

  /** Checks the new e-mail's code and changes the user's e-mail. */
  verifySecondaryEmail({ token, otp }: BackendRequest<'/api/email/update/secondary'>): { newEmail: string } {
    const user = this.requireSession(token)
    const newEmail = this.emailUpdates.get(token)
    if (newEmail === undefined || user.email === null) throw new BackendError('No e-mail update is pending')
    this.checkCode(`update-secondary:${token}`, otp)
    if (this.userIds.has(`email:${newEmail}`)) throw new BackendError('This e-mail is already in use')
    this.userIds.delete(`email:${user.email}`)
    this.userIds.set(`email:${newEmail}`, user.id)
    user.email = newEmail
    this.emailUpdates.delete(token)
    return { newEmail }
  }

  /** Starts a login with the local OAuth stand-in: the authorize URL, its state remembered with the app origin. */
  startSocialLogin({ provider, appOrigin }: BackendRequest<'/api/social/start'>): { uri: string } {
    this.requireAppOrigin(appOrigin)
    const state = randomToken()
    this.socialLogins.set(state, { provider, appOrigin, code: null, userName: null })
    const origin = this.options.origin()
    const query = new URLSearchParams({ provider, state, redirect_uri: `${origin}/oauth/callback` })
    return { uri: `${origin}/oauth/authorize?${query}` }
  }

  /** The social login waiting for `state`. */
  socialLogin(state: string): Readonly<SocialLogin> | undefined {
    return this.socialLogins.get(state)
  }

  /** The stand-in provider's "sign in": a one-time authorization code for the state. */
  authorizeSocial(state: string, userName: string): string {
    const login = this.socialLogins.get(state)
    if (!login || login.code !== null) throw new BackendError('This login is not valid any more', 404)
    login.code = randomToken()
    login.userName = userName
    return login.code
  }

  /** Exchanges the callback's code and state (once) for a session of the provider's user. */
  exchangeSocialCode({ code, state, appOrigin, deviceId }: BackendRequest<'/api/social/exchange'>): SessionGrant {
    const login = this.socialLogins.get(state)
    this.socialLogins.delete(state)
    if (!login || login.code === null || login.userName === null || login.code !== code || login.appOrigin !== appOrigin) {
      throw new BackendError('This login is not valid any more')
    }
    return this.loginWith(login.provider, login.userName, deviceId)
  }

  /** Opens a channel for the Farcaster stand-in: the approval page's URL. */
  startFarcaster({ appOrigin }: BackendRequest<'/api/farcaster/start'>): { url: string; channel: string } {
    this.requireAppOrigin(appOrigin)
    const channel = randomToken()
    this.farcasterChannels.set(channel, { appOrigin, userName: null })
    return { url: `${this.options.origin()}/farcaster/approve?channel=${channel}`, channel }
  }

  /** Whether a Farcaster channel waits for approval. */
  hasFarcasterChannel(channel: string): boolean {
    return this.farcasterChannels.get(channel)?.userName === null
  }

  /** Approves a Farcaster channel as `userName`. */
  approveFarcaster(channel: string, userName: string): void {
    const waiting = this.farcasterChannels.get(channel)
    if (!waiting || waiting.userName !== null) throw new BackendError('This Farcaster request is not valid any more', 404)
    waiting.userName = userName
  }

  /** A Farcaster channel's state: once approved, a session (the channel is used up). */
  farcasterStatus({ channel, deviceId }: BackendRequest<'/api/farcaster/status'>): { approved: false } | { approved: true; grant: SessionGrant } {
    const waiting = this.farcasterChannels.get(channel)
    if (!waiting) throw new BackendError('This Farcaster request is not valid any more')
    if (waiting.userName === null) return { approved: false }
    this.farcasterChannels.delete(channel)
    return { approved: true, grant: this.loginWith('farcaster', waiting.userName, deviceId) }
  }

  private loginWith(provider: string, userName: string, deviceId: string): SessionGrant {
    const key = `${provider}:${userName.toLowerCase()}`
    const user = this.userByLogin(key) ?? this.createUser(key, { provider, email: null, userName })
    user.devices.add(deviceId)
    return this.grant(user)
  }

  private requireAppOrigin(appOrigin: string): void {
    if (!this.isAllowedAppOrigin(appOrigin)) throw new BackendError('This app is not allowed', 403)
  }

  private sendCode(purpose: string, to: string, subject: string): void {
    const code = this.codes.issue(purpose)
    this.options.mailbox.send({ to, subject, text: `Your code is ${code}. It expires in 10 minutes.`, code })
  }

  private checkCode(purpose: string, otp: string): void {
    const check = this.codes.check(purpose, otp)
    if (check === 'expired') throw new BackendError('The code has expired')
    if (check !== 'ok') throw new BackendError(invalidCode)
  }

  private userByLogin(key: string): UserRecord | undefined {
    const id = this.userIds.get(key)
    return id === undefined ? undefined : this.users.get(id)
  }

  private createUser(key: string, fields: Pick<UserRecord, 'provider' | 'email' | 'userName'>): UserRecord {
    const user: UserRecord = { id: randomToken(12), ...fields, devices: new Set(), keys: null }
    this.users.set(user.id, user)
    this.userIds.set(key, user.id)
    return user
  }

  private sessionUser(token: string): UserRecord | undefined {
    const id = this.sessions.get(token)
    return id === undefined ? undefined : this.users.get(id)
  }

  private requireSession(token: string): UserRecord {
    const user = this.sessionUser(token)
    if (!user) throw new BackendError('Not connected', 401)
    return user
  }

  private grant(user: UserRecord): SessionGrant {
    const token = randomToken(32)
    this.sessions.set(token, user.id)
    return { token, user: this.view(user) }
  }

  private view(user: UserRecord): BackendUser {
    return { id: user.id, provider: user.provider, email: user.email, userName: user.userName, keys: user.keys }
  }
}
