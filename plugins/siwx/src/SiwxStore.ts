import { isUserRejection } from '@portico/kernel/extend'
import type { Analytics, AuthenticatedMessage, CaipNetworkId, PairingAuthentication, PluginContext } from '@portico/kernel/extend'
import type { ChainNamespace, OpenOptions } from '@portico/kernel'
import { makeAutoObservable, reaction, runInAction } from 'mobx'
import { SiwxError } from './errors.ts'
import type { Siwx } from './Siwx.ts'
import type { SiwxSession } from './SiwxSession.ts'
import { messageData } from './messageData.ts'
import { parseSiwxMessage } from './parseSiwxMessage.ts'
import { signInWithSiwx } from './signInWithSiwx.ts'

/** Where signing in stands for the active account. */
export type SiwxStatus = 'idle' | 'checking' | 'signing' | 'declined' | 'error'

/** The account SIWX signs in: connected, on a supported network. */
export interface SiwxTarget {
  namespace: ChainNamespace
  chainId: CaipNetworkId
  address: string
}

/** What the SIWX store reads and drives. */
export interface SiwxStoreInput {
  context: Pick<PluginContext, 'connections' | 'networks' | 'adapters' | 'router' | 'modal' | 'snack'>
  siwx: Siwx
  analytics: Analytics
  open: (options?: OpenOptions) => Promise<void>
  /** The translated texts of the loading, declined and failed-initialization snacks. */
  texts: { authenticating: string; declined: string; initFailed: string }
}

/** The account a message is created for before pairing tells which one signs in. */
const placeholderAddress = '0x0000000000000000000000000000000000000000'

/** The views on which closing is disabled while SIWX is required and no session exists (SPEC §4). */
const guardedViews: readonly string[] = ['SIWXSignMessage', 'ApproveTransaction']

/**
 * The SIWX flows of SPEC §4: when an address is active on a supported network without a stored
 * session, SIWXSignMessage opens; signing stores the session and closes the modal; declining
 * shows "Signature declined" and keeps the view; cancel disconnects when required, else closes,
 * then resets to Connect. Closing is disabled on the sign and approve views while required and
 * without a session. Analytics: SIWX_AUTH_SUCCESS, SIWX_AUTH_ERROR, CLICK_CANCEL_SIWX.
 */
export class SiwxStore {
  status: SiwxStatus = 'idle'
  /** Whether the active account has a valid session. */
  hasSession = false
  /** Why the last attempt failed, other than a decline. */
  error: string | undefined = undefined
  readonly siwx: Siwx
  private checks = 0
  private readonly input: SiwxStoreInput

  constructor(input: SiwxStoreInput) {
    this.input = input
    this.siwx = input.siwx
    makeAutoObservable<SiwxStore, 'input' | 'checks' | 'storeAuthenticated' | 'initializationFailed'>(this, { input: false, checks: false, siwx: false, authentication: false, storeAuthenticated: false, initializationFailed: false }, { autoBind: true })
  }

  /** Whether signing in is required (`getRequired()`), false when the implementation does not say. */
  get required(): boolean {
    return this.siwx.getRequired?.() ?? false
  }

  /** The connected account on a supported network, or undefined. */
  get target(): SiwxTarget | undefined {
    const { connections, networks } = this.input.context
    const namespace = connections.activeNamespace
    const address = connections.activeAddress
    const network = networks.active
    if (!namespace || !address || !network || !connections.isConnected || networks.isUnsupported) return undefined
    return { namespace, chainId: network.caipNetworkId as CaipNetworkId, address }
  }

  /** Whether the modal may close now (the guard of SPEC §4). */
  get canClose(): boolean {
    return !(this.required && !this.hasSession && guardedViews.includes(this.input.context.router.view))
  }

  /** Watches the active account: checks its sessions and asks to sign in when it has none; returns the stop. */
  start(): () => void {
    const stopCheck = reaction(
      () => this.target,
      (target, previous) => {
        if (previous && (!target || target.address !== previous.address) && this.siwx.signOutOnDisconnect && !this.input.context.connections.isConnected) {
          void this.siwx.revokeSession(previous.chainId, previous.address).catch(() => undefined)
        }
        void this.check(target)
      },
      { fireImmediately: true, equals: (a, b) => a?.chainId === b?.chainId && a?.address === b?.address },
    )
    const stopGuard = this.input.context.modal.addCloseGuard(() => this.canClose)
    const stopAuthenticating = this.input.context.adapters.setAuthenticator((chains) => this.authentication(chains))
    return () => {
      stopCheck()
      stopGuard()
      stopAuthenticating()
    }
  }

  /** Reads the target's sessions; opens SIWXSignMessage when there is none (SPEC §4). */
  async check(target: SiwxTarget | undefined = this.target): Promise<void> {
    const check = ++this.checks
    this.hasSession = false
    if (!target) {
      this.status = 'idle'
      return
    }
    this.status = 'checking'
    let sessions: readonly unknown[]
    try {
      sessions = await this.siwx.getSessions(target.chainId, target.address)
    } catch {
      if (check === this.checks) await this.initializationFailed(target)
      return
    }
    if (check !== this.checks) return
    runInAction(() => {
      this.hasSession = sessions.length > 0
      this.status = 'idle'
    })
    if (sessions.length === 0) await this.input.open({ view: 'SIWXSignMessage' })
  }

  /** Signs in the active account: creates the message, has the wallet sign it, stores the session and closes the modal. */
  async signIn(): Promise<void> {
    const { context, analytics, texts } = this.input
    const address = context.connections.activeAddress
    if (!address) throw new SiwxError('SIWX_NO_ADDRESS', 'No ActiveCaipAddress found')
    const target = this.target
    if (!target) throw new SiwxError('SIWX_NO_NETWORK', 'No ActiveCaipNetwork or client found')
    const chain = context.adapters.chainAdapter(target.namespace)
    if (!chain?.signMessage) throw new SiwxError('SIWX_NO_CLIENT', 'No ConnectionController client found')
    const signMessage = chain.signMessage.bind(chain)
    this.status = 'signing'
    this.error = undefined
    context.snack.showLoading(texts.authenticating)
    try {
      await signInWithSiwx(this.siwx, { chainId: target.chainId, accountAddress: target.address, signMessage })
      runInAction(() => {
        this.hasSession = true
        this.status = 'idle'
        context.snack.hide()
        context.modal.requestClose()
      })
      analytics.track('SIWX_AUTH_SUCCESS', { network: target.chainId })
    } catch (error) {
      const declined = isUserRejection(error)
      runInAction(() => {
        this.status = declined ? 'declined' : 'error'
        this.error = declined ? undefined : error instanceof Error ? error.message : String(error)
        context.snack.showError(declined ? texts.declined : error)
      })
      analytics.track('SIWX_AUTH_ERROR', { network: target.chainId, declined })
      // The view is shown again for another try (SPEC §4).
      if (context.router.view !== 'SIWXSignMessage' || !context.modal.open) await this.input.open({ view: 'SIWXSignMessage' })
    }
  }

  /**
   * The sign-in to ask while pairing through WalletConnect (one-click auth, SPEC §7): the fields
   * of a message the Siwx creates (the account is not known yet, so a placeholder address is
   * given and left out), and the signed messages stored as sessions once the wallet approves.
   */
  async authentication(chains: string[]): Promise<PairingAuthentication | undefined> {
    const [chainId] = chains
    if (!chainId) return undefined
    const data = messageData(await this.siwx.createMessage({ chainId: chainId as CaipNetworkId, accountAddress: placeholderAddress }))
    return {
      request: {
        domain: data.domain,
        uri: data.uri,
        nonce: data.nonce,
        chains,
        chainId: data.chainId,
        version: data.version,
        ...(data.statement ? { statement: data.statement } : {}),
        ...(data.issuedAt ? { iat: data.issuedAt } : {}),
        ...(data.expirationTime ? { exp: data.expirationTime } : {}),
        ...(data.notBefore ? { nbf: data.notBefore } : {}),
        ...(data.requestId ? { requestId: data.requestId } : {}),
        ...(data.resources ? { resources: data.resources } : {}),
      },
      onAuthenticated: (messages) => this.storeAuthenticated(messages),
    }
  }

  /**
   * Stores the messages a wallet signed while pairing as the sessions (SPEC §7's set sessions,
   * as AppKit's one-click auth does): they replace the stored ones, each verified by `setSessions`.
   */
  private async storeAuthenticated(messages: readonly AuthenticatedMessage[]): Promise<void> {
    const sessions: SiwxSession[] = []
    for (const signed of messages) {
      const data = parseSiwxMessage(signed.message)
      if (!data) continue
      const cacao = typeof signed.cacao === 'object' && signed.cacao !== null ? (signed.cacao as Record<string, unknown>) : undefined
      sessions.push({ data, message: signed.message, signature: signed.signature, ...(cacao ? { cacao } : {}) })
    }
    if (sessions.length === 0) return
    await this.siwx.setSessions(sessions)
    for (const session of sessions) this.input.analytics.track('SIWX_AUTH_SUCCESS', { network: session.data.chainId, oneClick: true })
  }

  /**
   * The sessions could not be read (SPEC §8): the wallet is disconnected, the history reset to
   * Connect, and the snack says "A problem occurred while trying initialize authentication".
   */
  private async initializationFailed(target: SiwxTarget): Promise<void> {
    const { context, analytics, texts } = this.input
    analytics.track('SIWX_AUTH_ERROR', { network: target.chainId, declined: false })
    await context.adapters.disconnect().catch(() => undefined)
    runInAction(() => {
      this.status = 'idle'
      context.router.reset('Connect')
      context.snack.showError(texts.initFailed)
    })
  }

  /** Cancels signing in: disconnects when required, else closes; then the history is Connect (SPEC §4). */
  async cancel(): Promise<void> {
    const { context, analytics } = this.input
    analytics.track('CLICK_CANCEL_SIWX', { required: this.required })
    if (this.required) await context.adapters.disconnect().catch(() => undefined)
    else context.modal.requestClose()
    runInAction(() => {
      this.status = 'idle'
      context.router.reset('Connect')
    })
  }
}
