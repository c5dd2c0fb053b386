import { WalletKit } from '@reown/walletkit'
import type { WalletKitTypes } from '@reown/walletkit'
import { Keypair } from '@solana/web3.js'
import { Core } from '@walletconnect/core'
import type { SessionTypes } from '@walletconnect/types'
import { buildAuthObject, getSdkError, populateAuthPayload } from '@walletconnect/utils'
import { privateKeyToAccount } from 'viem/accounts'
import type { Hex, LocalAccount } from 'viem'
import { anvilAccounts } from '../anvilAccounts.ts'
import { solanaTestKeypair } from '../solanaTestWallet/solanaTestKeypair.ts'
import { answerEvmRequest } from '../../../service/frame/src/page/answerEvmRequest.ts'
import { answerSolanaRequest } from './answerSolanaRequest.ts'
import { approvedWalletNamespaces } from './approvedWalletNamespaces.ts'
import type { WalletApproval } from './approvedWalletNamespaces.ts'
import { WaitingQueue } from './WaitingQueue.ts'
import { walletMethods } from './walletMethods.ts'
import { WalletRequestError } from '../../../service/frame/src/page/WalletRequestError.ts'

/** How the test wallet answers session requests: sign and answer, refuse as the user would, or wait for `approveRequest`/`rejectRequest`. */
export type WalletRequestPolicy = 'approve' | 'reject' | 'ask'

/** Options of {@link TestWalletKit.start}. */
export interface TestWalletKitOptions {
  /** The local relay's url, `ws://127.0.0.1:<port>`. */
  relayUrl: string
  projectId: string
  /** WalletConnect's `customStoragePrefix`: must differ from every other client's in the same process or page. */
  storagePrefix: string
  /** The EVM account's key; default anvil's first account. */
  evmPrivateKey?: Hex
  /** The Solana keypair's 64-byte secret key (or 32-byte seed); default the harness's Solana test keypair. */
  solanaSecretKey?: Uint8Array
  /** Default `'approve'`. */
  requestPolicy?: WalletRequestPolicy
  /** JSON-RPC urls by EVM chain id, where `eth_sendTransaction` sends (the harness's anvil chains). */
  rpcUrls?: Readonly<Record<number, string>>
  /** The Solana RPC url where `solana_signAndSendTransaction` sends. */
  solanaRpcUrl?: string
  /** pino level of WalletConnect's logs; default `'silent'`. */
  logLevel?: string
}

/** One session request as the wallet received it. */
export interface WalletRequest {
  id: number
  topic: string
  /** CAIP-2, such as `eip155:31337`. */
  chainId: string
  method: string
  params: unknown
}

/** A session request and how the wallet answered it. */
export interface HandledWalletRequest extends WalletRequest {
  outcome: 'approved' | 'rejected' | 'failed'
  result?: unknown
  error?: { code: number; message: string }
}

/** The wallet's metadata; in a page its url is the page's origin, as WalletConnect expects. */
function walletMetadata() {
  const url = typeof location === 'undefined' ? 'http://127.0.0.1' : location.origin
  return { name: 'Portico Test WalletKit', description: 'The WalletConnect wallet of the Portico test harness', url, icons: [] }
}

/**
 * A WalletConnect wallet for tests and the demo wallet page, on `@reown/walletkit` and a local
 * relay: it pairs with a `wc:` URI, approves or rejects proposals with a viem local account and an
 * ed25519 keypair, answers requests with real signatures by policy, emits session events and
 * disconnects. Nothing it does leaves the relay and the RPC urls it is given.
 */
export class TestWalletKit {
  /** Every session request received, in order, with its answer once given. */
  readonly handledRequests: HandledWalletRequest[] = []
  requestPolicy: WalletRequestPolicy
  private readonly proposals = new WaitingQueue<WalletKitTypes.SessionProposal>()
  private readonly requests = new WaitingQueue<WalletRequest>()
  private readonly authentications = new WaitingQueue<WalletKitTypes.SessionAuthenticate>()
  private readonly listeners = new Set<() => void>()

  private constructor(
    readonly walletKit: InstanceType<typeof WalletKit>,
    readonly evmAccount: LocalAccount,
    readonly solanaKeypair: Keypair,
    private readonly options: TestWalletKitOptions,
  ) {
    this.requestPolicy = options.requestPolicy ?? 'approve'
    walletKit.on('session_proposal', (proposal) => {
      this.proposals.push(proposal)
      this.changed()
    })
    walletKit.on('session_request', (event) => void this.onSessionRequest(event))
    walletKit.on('session_authenticate', (event) => {
      this.authentications.push(event)
      this.changed()
    })
    walletKit.on('session_delete', () => this.changed())
  }

  /** Starts a wallet client on the relay (it connects once it has a topic). */
  static async start(options: TestWalletKitOptions): Promise<TestWalletKit> {
    const core = new Core({ projectId: options.projectId, relayUrl: options.relayUrl, customStoragePrefix: options.storagePrefix, telemetryEnabled: false, logger: options.logLevel ?? 'silent' })
    // WalletKit's init posts an INIT event to pulse.walletconnect.org whatever telemetryEnabled says
    // (only IS_VITEST=true in the environment skips it): the test wallet never sends it.
    core.eventClient.init = async () => undefined
    const walletKit = await WalletKit.init({ core, metadata: walletMetadata() })
    const evmAccount = options.evmPrivateKey !== undefined ? privateKeyToAccount(options.evmPrivateKey) : anvilAccounts()[0]!
    const solanaKeypair = options.solanaSecretKey === undefined ? solanaTestKeypair() : options.solanaSecretKey.length === 32 ? Keypair.fromSeed(options.solanaSecretKey) : Keypair.fromSecretKey(options.solanaSecretKey)
    return new TestWalletKit(walletKit, evmAccount, solanaKeypair, options)
  }

  /** Pairs with a dapp's `wc:` URI; its session proposal then arrives through `nextProposal()`. */
  async pair(uri: string): Promise<void> {
    await this.walletKit.pair({ uri })
  }

  /** The next session proposal received (waits for one). */
  nextProposal(): Promise<WalletKitTypes.SessionProposal> {
    return this.proposals.next()
  }

  /** Proposals received and not taken by `nextProposal()` yet. */
  pendingProposals(): readonly WalletKitTypes.SessionProposal[] {
    return this.proposals.peek()
  }

  /** Approves a proposal with the wallet's accounts on the chosen chains (default: all the proposal asks for) and returns the session. */
  async approve(proposal: WalletKitTypes.SessionProposal, approval?: WalletApproval): Promise<SessionTypes.Struct> {
    this.proposals.remove(proposal)
    const namespaces = approvedWalletNamespaces(proposal.params, { eip155: this.evmAccount.address, solana: this.solanaKeypair.publicKey.toBase58() }, approval)
    const session = await this.walletKit.approveSession({ id: proposal.id, namespaces })
    this.changed()
    return session
  }

  /** The next one-click authentication asked (WalletConnect's `authenticate`: sign in while pairing); waits for one. */
  nextAuthentication(): Promise<WalletKitTypes.SessionAuthenticate> {
    return this.authentications.next()
  }

  /**
   * Signs in as asked, with the EVM account on the first eip155 chain asked for (one CAIP-122
   * object covers the session), and approves the session on every eip155 chain asked for.
   */
  async approveAuthentication(event: WalletKitTypes.SessionAuthenticate): Promise<SessionTypes.Struct | undefined> {
    this.authentications.remove(event)
    const { authPayload } = event.params
    const chains = authPayload.chains.filter((chain) => chain.startsWith('eip155:'))
    const payload = populateAuthPayload({ authPayload, chains, methods: [...walletMethods.eip155.methods] })
    const [first] = chains
    if (!first) throw new Error('The authentication asks for no eip155 chain')
    const iss = `did:pkh:${first}:${this.evmAccount.address}`
    const message = this.walletKit.formatAuthMessage({ request: payload, iss })
    const signature = await this.evmAccount.signMessage({ message })
    const { session } = await this.walletKit.approveSessionAuthenticate({ id: event.id, auths: [buildAuthObject(payload, { t: 'eip191', s: signature }, iss)] })
    this.changed()
    return session
  }

  /** Refuses a one-click authentication as a user would. */
  async rejectAuthentication(event: WalletKitTypes.SessionAuthenticate): Promise<void> {
    this.authentications.remove(event)
    await this.walletKit.rejectSessionAuthenticate({ id: event.id, reason: getSdkError('USER_REJECTED') })
    this.changed()
  }

  /** Rejects a proposal as a user would (`USER_REJECTED`, code 5000). */
  async reject(proposal: WalletKitTypes.SessionProposal): Promise<void> {
    this.proposals.remove(proposal)
    await this.walletKit.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
    this.changed()
  }

  /** With policy `'ask'`: the next request waiting for `approveRequest` or `rejectRequest`. */
  nextRequest(): Promise<WalletRequest> {
    return this.requests.next()
  }

  /** With policy `'ask'`: the requests waiting for an answer. */
  pendingRequests(): readonly WalletRequest[] {
    return this.requests.peek()
  }

  /** Answers a request with the wallet's keys (a signature, a transaction hash...) or, if it cannot, with a JSON-RPC error. */
  async approveRequest(request: WalletRequest): Promise<HandledWalletRequest> {
    this.requests.remove(request)
    try {
      const result = await this.answer(request)
      return await this.respond(request, { outcome: 'approved', result })
    } catch (error) {
      const rpcError = error instanceof WalletRequestError ? { code: error.rpcCode, message: error.shortMessage } : { code: -32603, message: error instanceof Error ? error.message : String(error) }
      return this.respond(request, { outcome: 'failed', error: rpcError })
    }
  }

  /** Refuses a request as the user would: code 4001 (EIP-1193) for `eip155`, WalletConnect's `USER_REJECTED` (5000) otherwise. */
  async rejectRequest(request: WalletRequest): Promise<HandledWalletRequest> {
    this.requests.remove(request)
    const error = request.chainId.startsWith('eip155:') ? { code: 4001, message: 'User rejected the request.' } : getSdkError('USER_REJECTED')
    return this.respond(request, { outcome: 'rejected', error })
  }

  /** The wallet's active sessions. */
  sessions(): SessionTypes.Struct[] {
    return Object.values(this.walletKit.getActiveSessions())
  }

  /** Emits `chainChanged` (CAIP-2 chain, such as `eip155:31338`) on a session, by default every session. */
  async emitChainChanged(chainId: string, topic?: string): Promise<void> {
    const [namespace, reference] = chainId.split(':')
    const data = namespace === 'eip155' ? Number(reference) : chainId
    for (const session of this.sessionsFor(topic)) await this.walletKit.emitSessionEvent({ topic: session.topic, event: { name: 'chainChanged', data }, chainId })
  }

  /** Emits `accountsChanged` on a chain of a session (by default every session), with the given addresses or the wallet's own. */
  async emitAccountsChanged(chainId: string, addresses?: readonly string[], topic?: string): Promise<void> {
    const data = addresses ?? [chainId.startsWith('eip155:') ? this.evmAccount.address : this.solanaKeypair.publicKey.toBase58()]
    for (const session of this.sessionsFor(topic)) await this.walletKit.emitSessionEvent({ topic: session.topic, event: { name: 'accountsChanged', data }, chainId })
  }

  /** Ends a session from the wallet's side (`USER_DISCONNECTED`), by default every session. */
  async disconnect(topic?: string): Promise<void> {
    for (const session of this.sessionsFor(topic)) await this.walletKit.disconnectSession({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
    this.changed()
  }

  /** Calls the listener after each proposal, request, answer and session change; returns the unsubscribe. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Closes the relay socket and stops the client's timers; a new wallet may then reuse the storage prefix. */
  async stop(): Promise<void> {
    const core = this.walletKit.core
    await core.relayer.transportClose().catch(() => undefined)
    core.heartbeat.stop()
    const globalKey = `_walletConnectCore_${this.options.storagePrefix}`
    Reflect.deleteProperty(globalThis, globalKey)
    Reflect.deleteProperty(globalThis, `${globalKey}_count`)
  }

  private sessionsFor(topic: string | undefined): SessionTypes.Struct[] {
    return this.sessions().filter((session) => topic === undefined || session.topic === topic)
  }

  private async onSessionRequest(event: WalletKitTypes.SessionRequest): Promise<void> {
    const request: WalletRequest = { id: event.id, topic: event.topic, chainId: event.params.chainId, method: event.params.request.method, params: event.params.request.params }
    if (this.requestPolicy === 'ask') {
      this.requests.push(request)
      this.changed()
    } else if (this.requestPolicy === 'approve') await this.approveRequest(request)
    else await this.rejectRequest(request)
  }

  private answer(request: WalletRequest): Promise<unknown> {
    if (request.chainId.startsWith('solana:')) {
      return answerSolanaRequest(request.method, request.params, { keypair: this.solanaKeypair, ...(this.options.solanaRpcUrl !== undefined ? { rpcUrl: this.options.solanaRpcUrl } : {}) })
    }
    if (!request.chainId.startsWith('eip155:')) throw new WalletRequestError(4200, `The wallet does not support ${request.chainId}`)
    const session = this.walletKit.getActiveSessions()[request.topic]
    return answerEvmRequest(request.method, request.params, {
      account: this.evmAccount,
      chainId: request.chainId,
      sessionChains: session?.namespaces.eip155?.chains ?? [],
      rpcUrls: this.options.rpcUrls ?? {},
      onChainSwitched: (chainId) => this.emitChainChanged(chainId, request.topic),
    })
  }

  private async respond(request: WalletRequest, answer: Pick<HandledWalletRequest, 'outcome' | 'result' | 'error'>): Promise<HandledWalletRequest> {
    const response = answer.error !== undefined ? { id: request.id, jsonrpc: '2.0', error: answer.error } : { id: request.id, jsonrpc: '2.0', result: answer.result }
    const handled: HandledWalletRequest = { ...request, ...answer }
    // Logged before the answer goes out: the dapp may hold the answer before this publish resolves.
    this.handledRequests.push(handled)
    await this.walletKit.respondSessionRequest({ topic: request.topic, response })
    this.changed()
    return handled
  }

  private changed(): void {
    for (const listener of this.listeners) listener()
  }
}
