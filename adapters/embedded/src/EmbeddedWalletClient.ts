import { ProviderEvents } from '@portico/kernel/extend'
import type { AdapterContext } from '@portico/kernel/extend'
import type { ChainNamespace } from '@portico/kernel'
import type { AppToFrameMessage } from './AppToFrameMessage.ts'
import type { EmbeddedWalletEvent } from './EmbeddedWalletEvent.ts'
import { embeddedWalletAlerts } from './embeddedWalletAlerts.ts'
import { EmailRateLimitError, FrameError } from './errors.ts'
import type { FrameAccountType } from './FrameAccountType.ts'
import { frameMessageTypes as types } from './frameMessageTypes.ts'
import type { FrameSuccessPayload } from './frameResponseTypes.ts'
import type { FrameSocialProvider } from './FrameSocialProvider.ts'
import { FrameRpcGate } from './FrameRpcGate.ts'
import { forgetEmailLogin } from './forgetEmailLogin.ts'
import { isInvalidProjectKey } from './isInvalidProjectKey.ts'
import { isSessionExpiry } from './isSessionExpiry.ts'
import { isUnverifiedDomain } from './isUnverifiedDomain.ts'
import type { SecureFrame } from './SecureFrame.ts'
import { toEvmChainNumber } from './toEvmChainNumber.ts'
import { embeddedStorage } from './embeddedStorage.ts'

/** What the embedded wallet client needs besides the frame. */
export interface EmbeddedWalletClientInput {
  frame: SecureFrame
  context: Pick<AdapterContext, 'storage' | 'requestApproval' | 'showSnack' | 'showAlert' | 'logger' | 'onUserChanged'> & Partial<Pick<AdapterContext, 'defaultAccountTypes'>>
  /** The EVM chain the frame starts on (the src's chainId). */
  evmChainId: number | undefined
  requestTimeoutMs: number
  signOutTimeoutMs: number
  blockedMessageDelayMs: number
  onEvent?: ((event: EmbeddedWalletEvent) => void) | undefined
}

/** The EVM account in use as the frame last said. */
interface EvmAccount {
  type: FrameAccountType | undefined
  deployed: boolean
  enabledNetworks: number[] | undefined
}

// SPEC §5, §9: an e-mail may be sent 30 s after the last one at the earliest.
const emailCooldownMs = 30_000

// SPEC §8: these requests time out after 30 s with an alert; GET_FARCASTER_URI times out silently.
const alertedTimeouts: ReadonlySet<string> = new Set([types.CONNECT_EMAIL, types.CONNECT_DEVICE, types.CONNECT_OTP, types.CONNECT_SOCIAL, types.GET_SOCIAL_REDIRECT_URI])

/**
 * The embedded wallet's client: the e-mail and social login steps the plugins drive (SPEC §3, §4),
 * the session and its storage rules, the user's account per namespace and the frame's EVM chain,
 * and the RPC gate the providers send through.
 */
export class EmbeddedWalletClient {
  /** The providers' events, per namespace. */
  readonly events: Map<ChainNamespace, ProviderEvents>
  readonly gate: FrameRpcGate
  /** The frame's current EVM chain, as it last said. */
  evmChainId: number | undefined
  private session = false
  private sessionCheck: Promise<boolean> | undefined
  private readonly addresses = new Map<ChainNamespace, string>()
  private readonly input: EmbeddedWalletClientInput
  /** The EVM account in use as the frame last said: its type, whether the smart account has code, the chains with smart accounts. */
  private evmAccount: EvmAccount = { type: undefined, deployed: false, enabledNetworks: undefined }
  /** Switches of the account type begun: a user asked for before the latest one does not change the account in use. */
  private accountTypeSwitches = 0

  constructor(input: EmbeddedWalletClientInput) {
    this.input = input
    this.events = new Map([
      ['eip155', new ProviderEvents('embedded wallet', input.context.logger)],
      ['solana', new ProviderEvents('embedded wallet', input.context.logger)],
    ])
    this.evmChainId = input.evmChainId
    this.gate = new FrameRpcGate(input.frame, input.context, input.blockedMessageDelayMs)
  }

  /** Whether a login is known: in this page, or stored from before (SPEC §4's used flag). */
  get hasLogin(): boolean {
    return this.session || this.input.context.storage.read(embeddedStorage.emailLoginUsed) === true
  }

  /** Sends an e-mail to log in with; the frame says what comes next. */
  async connectEmail(email: string): Promise<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }> {
    this.checkEmailAllowed()
    const answer = await this.timed({ type: types.CONNECT_EMAIL, payload: { email } })
    if (answer.action === 'CONNECT') this.markSession()
    return answer
  }

  /** Waits for this device to be approved from the e-mail. */
  async connectDevice(): Promise<void> {
    await this.timed({ type: types.CONNECT_DEVICE })
  }

  /** Checks the one-time code; the frame then has a session. */
  async connectOtp(otp: string): Promise<void> {
    await this.timed({ type: types.CONNECT_OTP, payload: { otp } })
    this.markSession()
  }

  /** Starts changing the e-mail address. */
  async updateEmail(email: string): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }> {
    this.checkEmailAllowed()
    return this.send({ type: types.UPDATE_EMAIL, payload: { email } })
  }

  /** Checks the current address's code of an e-mail update. */
  async updateEmailPrimaryOtp(otp: string): Promise<void> {
    await this.send({ type: types.UPDATE_EMAIL_PRIMARY_OTP, payload: { otp } })
  }

  /** Checks the new address's code of an e-mail update; resolves with the new address. */
  async updateEmailSecondaryOtp(otp: string): Promise<{ newEmail: string }> {
    return this.send({ type: types.UPDATE_EMAIL_SECONDARY_OTP, payload: { otp } })
  }

  /** The page a social provider's login opens in the popup. */
  async getSocialRedirectUri(provider: string): Promise<{ uri: string }> {
    // The codec refuses a provider the frame does not know before anything is posted.
    return this.timed({ type: types.GET_SOCIAL_REDIRECT_URI, payload: { provider: provider as FrameSocialProvider } })
  }

  /** Logs in with the URI the social popup came back with. */
  async connectSocial(uri: string): Promise<FrameSuccessPayload<typeof types.CONNECT_SOCIAL>> {
    const preferredAccountType = this.preferredAccountType()
    const answer = await this.timed({
      type: types.CONNECT_SOCIAL,
      payload: { uri, ...(preferredAccountType ? { preferredAccountType } : {}), ...(this.evmChainId !== undefined ? { chainId: this.evmChainId } : {}) },
    })
    this.markSession()
    this.noteEvmChain(answer.chainId)
    return answer
  }

  /** Farcaster's URL, shown as a QR code; a timeout is silent (no alert). */
  async getFarcasterUri(): Promise<{ url: string }> {
    return this.send({ type: types.GET_FARCASTER_URI }, { timeoutMs: this.input.requestTimeoutMs })
  }

  /** Waits for the Farcaster approval; the frame then has a session. */
  async connectFarcaster(): Promise<{ userName: string }> {
    const answer = await this.send({ type: types.CONNECT_FARCASTER })
    this.markSession()
    return answer
  }

  /**
   * Lets the user export their own private keys inside the frame (issue 31): the frame asks for a
   * fresh confirmation (the recovery password or passkey), shows the keys on its own origin and
   * answers only whether they were shown (EXPORTED) or the user cancelled (CANCELLED). No timeout:
   * the user takes as long as they take.
   */
  async exportPrivateKey(): Promise<{ outcome: 'EXPORTED' | 'CANCELLED' }> {
    return this.send({ type: types.EXPORT_PRIVATE_KEY })
  }

  /** Reloads the frame and syncs its dapp data again once it is ready (SPEC §2, leaving ConnectingFarcaster). */
  async reload(): Promise<void> {
    await this.input.frame.reload()
  }

  /** Signs out in the frame (waiting at most 3 s) and forgets the login (SPEC §4); never throws. */
  async signOut(): Promise<void> {
    const wasKnown = this.hasLogin || this.input.frame.state !== 'idle'
    this.endSession()
    if (!wasKnown) return
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), this.input.signOutTimeoutMs)
    try {
      await this.input.frame.request({ type: types.SIGN_OUT }, { signal: controller.signal })
    } catch {
      // SPEC §8: the sign-out goes on when the frame fails or takes longer than 3 s.
    } finally {
      clearTimeout(timer)
    }
  }

  /** Asks the frame whether it has a session; a negative or failed check forgets the login (SPEC §4). */
  async isConnected(): Promise<boolean> {
    try {
      const { isConnected } = await this.send({ type: types.IS_CONNECTED, payload: {} })
      if (isConnected) this.markSession()
      else this.endSession()
      return isConnected
    } catch {
      this.endSession()
      return false
    }
  }

  /** SPEC §6: aborts the unsafe RPC requests in flight; safe ones go on. */
  rejectPendingRequests(): void {
    this.gate.rejectPending()
  }

  /** Switches the account type; on failure the preference falls back to eoa (SPEC §4). Resolves with the type in use. */
  async setPreferredAccountType(type: FrameAccountType): Promise<FrameAccountType> {
    const switchNumber = ++this.accountTypeSwitches
    // A user asked for while the switch is on its way asks for the same type.
    this.storePreferredAccountType(type)
    try {
      const answer = await this.send({ type: types.SET_PREFERRED_ACCOUNT, payload: { type } })
      // A later switch decides the account in use.
      if (switchNumber !== this.accountTypeSwitches) return answer.type
      this.storePreferredAccountType(answer.type)
      this.addresses.set('eip155', answer.address)
      this.noteEvmAccount({ type: answer.type })
      this.events.get('eip155')?.emit('accountsChanged', [answer.address])
      this.warnOfSmartAccount(answer.type)
      // The deployment of the account now in use is the frame's to read.
      void this.userAddress('eip155', this.evmChainId, false).catch(() => undefined)
      return answer.type
    } catch {
      if (switchNumber === this.accountTypeSwitches) this.storePreferredAccountType('eoa')
      return 'eoa'
    }
  }

  /**
   * The EVM account in use for the modal and the host (SPEC §3's embedded wallet info): its type,
   * the types the user can switch between on the frame's chain (both where the chain has smart
   * accounts), and whether its smart account is deployed.
   */
  evmAccountState(): { accountType?: FrameAccountType; accountTypes?: readonly FrameAccountType[]; isSmartAccountDeployed?: boolean } {
    const { type, deployed, enabledNetworks } = this.evmAccount
    if (type === undefined) return {}
    const both = this.evmChainId !== undefined && enabledNetworks?.includes(this.evmChainId) === true
    return { accountType: type, ...(both ? { accountTypes: ['smartAccount', 'eoa'] } : {}), isSmartAccountDeployed: type === 'smartAccount' && deployed }
  }

  /** A transaction or batch went out: a smart account not yet deployed may be now, so the frame is asked again. */
  noteSent(): void {
    if (this.evmAccount.type === 'smartAccount' && !this.evmAccount.deployed) void this.userAddress('eip155', this.evmChainId, false).catch(() => undefined)
  }

  /** The EVM chains with smart accounts, stored as a comma list; empty on error (SPEC §4). */
  async getSmartAccountEnabledNetworks(): Promise<number[]> {
    const networks = await this.send({ type: types.GET_SMART_ACCOUNT_ENABLED_NETWORKS }).then(
      (answer) => answer.networks.filter((id) => Number.isSafeInteger(id) && id >= 0),
      () => [],
    )
    this.input.context.storage.write(embeddedStorage.smartAccountEnabledNetworks, networks.join(','))
    this.noteEvmAccount({ enabledNetworks: networks })
    return networks
  }

  /**
   * The user's address in a namespace (GET_USER with its chain: the EVM chain id, or the Solana
   * network reference); `prompt` is a connect: the smart-account notice shows when it applies.
   */
  async userAddress(namespace: ChainNamespace, chainId: number | string | undefined, prompt: boolean): Promise<string> {
    const preferredAccountType = namespace === 'eip155' ? this.preferredAccountType() : undefined
    const switches = this.accountTypeSwitches
    const user = await this.send({
      type: types.GET_USER,
      payload: { ...(chainId !== undefined ? { chainId } : {}), ...(preferredAccountType ? { preferredAccountType } : {}) },
    })
    this.markSession()
    // Asked before a switch of the account type and answered after it: the switch's account stands.
    const known = this.addresses.get(namespace)
    if (namespace === 'eip155' && switches !== this.accountTypeSwitches && known !== undefined) return known
    this.addresses.set(namespace, user.address)
    if (namespace === 'eip155') {
      this.noteEvmChain(user.chainId)
      const type = user.accounts?.find((account) => account.address.toLowerCase() === user.address.toLowerCase())?.type ?? user.preferredAccountType
      if (type) this.storePreferredAccountType(type)
      if (prompt && type) this.warnOfSmartAccount(type)
      this.noteEvmAccount({ type, deployed: user.smartAccountDeployed === true })
      if (this.evmAccount.enabledNetworks === undefined) void this.getSmartAccountEnabledNetworks()
    }
    return user.address
  }

  /** The accounts a reconnect finds: none when the frame has no session (then the login is forgotten). */
  async knownAddresses(namespace: ChainNamespace, chainId: number | string | undefined): Promise<string[]> {
    if (!this.session) {
      this.sessionCheck ??= this.isConnected().finally(() => (this.sessionCheck = undefined))
      if (!(await this.sessionCheck)) return []
    }
    const known = this.addresses.get(namespace)
    return [known ?? (await this.userAddress(namespace, chainId, false))]
  }

  /** Moves the frame to an EVM chain; a chain it does not know is 4902. Emits chainChanged. */
  async switchEvmChain(chainId: number): Promise<void> {
    const answer = await this.send({ type: types.SWITCH_NETWORK, payload: { chainId } })
    const reached = toEvmChainNumber(answer.chainId) ?? chainId
    this.noteEvmChain(reached)
    this.events.get('eip155')?.emit('chainChanged', `0x${reached.toString(16)}`)
    // Whether both account types are offered depends on the chain.
    this.input.context.onUserChanged()
  }

  /** The frame's EVM chain: as it last said, else asked (GET_CHAIN_ID). */
  async currentEvmChainId(): Promise<number | undefined> {
    if (this.evmChainId !== undefined) return this.evmChainId
    const { chainId } = await this.send({ type: types.GET_CHAIN_ID })
    this.noteEvmChain(chainId)
    return this.evmChainId
  }

  /** The frame's own sign of a session (SESSION_UPDATE). */
  markSession(): void {
    this.session = true
    this.input.context.storage.write(embeddedStorage.emailLoginUsed, true)
  }

  /** Aborts every request in flight and forgets the listeners. */
  destroy(): void {
    this.gate.destroy()
    for (const emitter of this.events.values()) emitter.clear()
  }

  /** SPEC §5's e-mail-trigger check: throws EmailRateLimitError within 30 s of the last e-mail sent. */
  private checkEmailAllowed(): void {
    const last = this.input.context.storage.read(embeddedStorage.lastEmailLoginTime)
    const remaining = last === undefined ? 0 : last + emailCooldownMs - Date.now()
    if (remaining > 0) throw new EmailRateLimitError(Math.ceil(remaining / 1000))
  }

  private endSession(): void {
    const had = this.session
    this.session = false
    this.addresses.clear()
    this.evmAccount = { type: undefined, deployed: false, enabledNetworks: undefined }
    forgetEmailLogin(this.input.context.storage)
    if (had) for (const emitter of this.events.values()) emitter.emit('disconnect', undefined)
  }

  /** A frame request; an error saying the session is invalid, or the app's domain not served, raises SPEC §8's Session Expired or unverified-domain alert. */
  private async send<M extends AppToFrameMessage>(message: M, options: { timeoutMs?: number } = {}): Promise<FrameSuccessPayload<M['type']>> {
    try {
      return await this.input.frame.request(message, options)
    } catch (error) {
      if (isSessionExpiry(error)) this.input.context.showAlert(embeddedWalletAlerts.sessionExpired)
      if (isUnverifiedDomain(error)) this.input.context.showAlert(embeddedWalletAlerts.unverifiedDomain)
      if (isInvalidProjectKey(error)) this.input.context.showAlert(embeddedWalletAlerts.invalidProjectId)
      throw error
    }
  }

  /** A login request with SPEC §8's 30 s limit: on timeout the event, the alert, then the rejection. */
  private async timed<M extends AppToFrameMessage>(message: M): Promise<FrameSuccessPayload<M['type']>> {
    try {
      return await this.send(message, { timeoutMs: this.input.requestTimeoutMs })
    } catch (error) {
      if (error instanceof FrameError && error.code === 'FRAME_REQUEST_TIMEOUT' && alertedTimeouts.has(message.type)) {
        this.input.onEvent?.({ type: 'iframe_request_timeout', requestType: message.type })
        this.input.context.showAlert(embeddedWalletAlerts.requestTimedOut)
      }
      throw error
    }
  }

  private noteEvmChain(chainId: unknown): void {
    const number = toEvmChainNumber(chainId)
    if (number === undefined) return
    this.evmChainId = number
    this.input.context.storage.write(embeddedStorage.lastUsedChainId, `eip155:${number}`)
  }

  /** The user's choice of EVM account type, else the host's `defaultAccountTypes` (SPEC §3: smartAccount). */
  private preferredAccountType(): FrameAccountType | undefined {
    const stored = this.input.context.storage.read(embeddedStorage.preferredAccountTypes)?.eip155 ?? this.input.context.defaultAccountTypes?.eip155
    return stored === 'eoa' || stored === 'smartAccount' ? stored : undefined
  }

  private noteEvmAccount(change: Partial<EvmAccount>): void {
    this.evmAccount = { ...this.evmAccount, ...change }
    this.input.context.onUserChanged()
  }

  private storePreferredAccountType(type: FrameAccountType): void {
    const { storage } = this.input.context
    storage.write(embeddedStorage.preferredAccountTypes, { ...storage.read(embeddedStorage.preferredAccountTypes), eip155: type })
  }

  /** SPEC §8's notice for a smart account, unless the host starts its users on one (its `defaultAccountTypes`, SPEC §3's default included). */
  private warnOfSmartAccount(type: FrameAccountType): void {
    if (type !== 'smartAccount' || this.input.context.defaultAccountTypes?.eip155 === 'smartAccount') return
    this.input.context.showSnack('error', 'This application might not support Smart Accounts')
  }
}
