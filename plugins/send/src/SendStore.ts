import { SendInputRequiredError, SendTokenRequiredError, SendUnsupportedChainError } from './errors.ts'
import { isEip155Address, isSolanaAddress, loadActiveBalances, toBaseUnits, toProviderError, userErrorText } from '@portico/kernel/extend'
import type { Analytics, PluginContext, TokenBalance, TransferRequest } from '@portico/kernel/extend'
import type { EvmNames, EvmTransfer } from '@portico/adapter-evm'
import type { SolanaTransfer } from '@portico/adapter-solana'
import type { Network } from '@portico/kernel'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { cachedNames } from './cachedNames.ts'
import { isUnspendable } from './isUnspendable.ts'

/** What the form lacks before it can be previewed; each has its own message. */
export type SendProblem = 'token' | 'amountAndReceiver' | 'receiver' | 'amount' | 'balance'

/** How a send ended: sent, declined in the wallet, or failed. */
export type SendOutcome = 'sent' | 'declined' | 'failed'

/**
 * Where the receiver stands: nothing typed, a name being resolved, a usable address, not one, or
 * an address no one can spend from (EVM's zero address, Solana's all-ones system address).
 */
export type ReceiverState = 'empty' | 'resolving' | 'valid' | 'invalid' | 'unspendable'

/** Where the network fee stands in the preview. */
export type FeeState = 'idle' | 'loading' | 'ready' | 'error'

/** The stores the send plugin reads and drives. */
export type SendRoot = Pick<PluginContext, 'connections' | 'networks' | 'adapters' | 'balances' | 'balanceService' | 'transactions' | 'router' | 'snack' | 'events' | 'storage'>

/** SPEC §9's token balance retry wait, after which the balances store asks again. */
const balanceRetryWaitMs = 30_000

/** The SPEC §8 text of a send on a namespace that has no send. */

/**
 * The Send state of SPEC §3 (token, sendTokenAmount, receiverAddress, receiverProfileImageUrl,
 * receiverProfileName, networkBalanceInUSD, loading, tokenBalances, lastRetry), its validation
 * (SPEC §5) and the send of SPEC §4: dispatched by namespace through the chain adapter, with an
 * entry on the kernel's transaction stack, reset on success.
 */
export class SendStore {
  token: TokenBalance | undefined = undefined
  /** The amount as typed, a decimal in the token's unit. */
  sendTokenAmount = ''
  /** What the user typed as the receiver: an address or a name. */
  receiverInput = ''
  /** The address the tokens go to, once the input is one or a name resolved to one. */
  receiverAddress: string | undefined = undefined
  receiverProfileName: string | undefined = undefined
  receiverProfileImageUrl: string | undefined = undefined
  receiverState: ReceiverState = 'empty'
  loading = false
  feeState: FeeState = 'idle'
  /** The network fee in the native currency's smallest unit. */
  fee: bigint | undefined = undefined
  /** Why the last estimate failed, in the user's words (a message key or text); undefined unless feeState is 'error'. */
  feeFailure: string | undefined = undefined
  /** How many estimates in a row have failed; the preview estimates again after each. */
  feeFailures = 0
  /** Why the last send failed, in the user's words; cleared when the form changes or a send starts. */
  failure: string | undefined = undefined
  private receiverLookup = 0
  private readonly root: SendRoot
  private readonly analytics: Analytics

  constructor(root: SendRoot, analytics: Analytics) {
    this.root = root
    this.analytics = analytics
    makeAutoObservable<SendStore, 'root' | 'analytics' | 'receiverLookup'>(
      this,
      { root: false, analytics: false, receiverLookup: false, token: observableRef },
      { autoBind: true },
    )
  }

  /** The active account's token balances (decimals '0' already dropped by the balances store). */
  get tokenBalances(): TokenBalance[] {
    return this.root.balances.balances
  }

  /** The USD value of the native balance, which pays the network fee. */
  get networkBalanceInUSD(): number | undefined {
    return this.tokenBalances.find((balance) => balance.address === undefined)?.value
  }

  /** The active network the send goes over. */
  get network(): Network | undefined {
    return this.root.networks.active
  }

  /** The amount in the token's smallest unit; undefined until it is a valid amount. */
  get amountInBaseUnits(): bigint | undefined {
    if (!this.token) return undefined
    return toBaseUnits(this.sendTokenAmount, Number(this.token.quantity.decimals))
  }

  /** The amount's value in USD at the token's price; undefined when the token's price is not known. */
  get fiatValue(): number | undefined {
    const price = this.token?.price
    if (price === undefined) return undefined
    const amount = Number.parseFloat(this.sendTokenAmount)
    return Number.isFinite(amount) ? amount * price : 0
  }

  /** What keeps the form from being previewed, first problem first; undefined when it is ready. */
  get problem(): SendProblem | undefined {
    if (!this.token) return 'token'
    if (this.sendTokenAmount.trim() === '' || this.receiverInput.trim() === '') return 'amountAndReceiver'
    const amount = this.amountInBaseUnits
    if (amount === undefined || amount === 0n) return 'amount'
    if (amount > (toBaseUnits(this.token.quantity.numeric, Number(this.token.quantity.decimals)) ?? 0n)) return 'balance'
    if (this.receiverState !== 'valid') return 'receiver'
    return undefined
  }

  /** When the last balance fetch failed (ms since the epoch): 30 s before the balances store lets the next one go (SPEC §4, §9). */
  get lastRetry(): number | undefined {
    const { retryAt } = this.root.balances
    return retryAt === undefined ? undefined : retryAt - balanceRetryWaitMs
  }

  /** Loads the token balances (30 s cache and retry block of the balances store). */
  async loadBalances(): Promise<void> {
    await loadActiveBalances(this.root)
  }

  /** The token the form starts with: the native currency, which pays the fee, else the first token held. */
  get defaultToken(): TokenBalance | undefined {
    return this.tokenBalances.find((balance) => balance.address === undefined) ?? this.tokenBalances[0]
  }

  /** Starts the form on the default token when none is chosen yet (the form opens with one). */
  chooseDefaultToken(): void {
    if (!this.token && this.defaultToken) this.token = this.defaultToken
  }

  /** Picks the token to send; the amount is kept. */
  setToken(token: TokenBalance): void {
    this.token = token
    this.failure = undefined
  }

  /** Sets the amount as typed. */
  setAmount(amount: string): void {
    this.sendTokenAmount = amount
    this.failure = undefined
  }

  /** Fills in the whole balance of the token. */
  setMaxAmount(): void {
    if (this.token) this.sendTokenAmount = this.token.quantity.numeric
  }

  /**
   * Sets the receiver as typed: an address of the active namespace (SPEC §5 rules), or a name
   * the adapter resolves (ENS on EVM). The receiver's profile is looked up where names exist.
   */
  async setReceiver(input: string): Promise<void> {
    const lookup = ++this.receiverLookup
    this.receiverInput = input
    this.failure = undefined
    this.receiverAddress = undefined
    this.receiverProfileName = undefined
    this.receiverProfileImageUrl = undefined
    const text = input.trim()
    const namespace = this.root.connections.activeNamespace
    const network = this.network
    if (text === '') {
      this.receiverState = 'empty'
      return
    }
    const names = this.names()
    const address = namespace === 'eip155' && isEip155Address(text) ? (text.startsWith('0x') ? text : `0x${text}`) : namespace === 'solana' && isSolanaAddress(text) ? text : undefined
    if (address && isUnspendable(address)) {
      this.receiverState = 'unspendable'
      return
    }
    if (address) {
      this.receiverAddress = address
      this.receiverState = 'valid'
      if (names && network) await this.lookUpProfile(lookup, names, address, network)
      return
    }
    // A name with a dot, or a bare label the adapter reads under the network's parent name.
    if (!names || !network) {
      this.receiverState = 'invalid'
      return
    }
    this.receiverState = 'resolving'
    const resolved = await names.resolveName(text, network).catch(() => undefined)
    runInAction(() => {
      if (lookup !== this.receiverLookup) return
      const unspendable = resolved !== undefined && isUnspendable(resolved)
      this.receiverState = unspendable ? 'unspendable' : resolved ? 'valid' : 'invalid'
      if (unspendable) return
      this.receiverAddress = resolved
      if (resolved) this.receiverProfileName = text
    })
    if (resolved && !isUnspendable(resolved)) await this.lookUpProfile(lookup, names, resolved, network)
  }

  /** Whether Send may go ahead: the network fee is known (Send is held until it is). */
  get feeKnown(): boolean {
    return this.feeState === 'ready' && this.fee !== undefined
  }

  /**
   * Prices the send on the active network through the adapter's transfers (`namespace:transfer`).
   * After a failure the fee stays 'error' while it is asked again, so a retry does not flicker.
   */
  async estimateFee(): Promise<void> {
    const transfer = this.transfer()
    const request = this.request()
    const network = this.network
    if (!transfer || !request || !network) {
      this.feeState = 'idle'
      return
    }
    if (this.feeState !== 'error') this.feeState = 'loading'
    this.fee = undefined
    try {
      const fee = await transfer.estimateFee(request, network)
      runInAction(() => {
        this.fee = fee
        this.feeState = 'ready'
        this.feeFailure = undefined
        this.feeFailures = 0
      })
    } catch (error) {
      runInAction(() => {
        this.feeState = 'error'
        this.feeFailure = userErrorText(error)
        this.feeFailures += 1
      })
    }
  }

  /**
   * Sends (SPEC §4): checks the form (SPEC §5 texts), dispatches by namespace (eip155: native or
   * ERC-20 transfer; solana: SOL; else "Unsupported chain"), pushes the transaction-stack entry
   * and ends it with the outcome. On success the state resets and the balances are read again.
   */
  async send(): Promise<SendOutcome> {
    if (!this.token) throw new SendTokenRequiredError()
    const request = this.request()
    if (!request) throw new SendInputRequiredError()
    const namespace = this.root.connections.activeNamespace
    if (namespace !== 'eip155' && namespace !== 'solana') throw new SendUnsupportedChainError()
    const transfer = this.transfer()
    if (!transfer) throw new SendUnsupportedChainError()
    const properties = { network: this.network?.caipNetworkId, token: this.token.symbol, amount: this.sendTokenAmount }
    this.loading = true
    this.failure = undefined
    this.analytics.track('SEND_INITIATED', properties)
    const native = namespace === 'eip155' && request.token === undefined
    this.root.transactions.push(native ? {} : { replaceWith: 'Account' })
    const network = this.network
    const token = this.token
    const from = this.root.connections.activeAddress
    try {
      const hash = await transfer.sendTransaction(request)
      runInAction(() => {
        this.root.transactions.end('success')
        // Back on Account (a native send's entry has no action: all the same), with the emptied
        // form no longer behind it: its back arrow would lead there.
        const { router } = this.root
        if (router.view === 'WalletSendPreview' || router.view === 'Account') router.reset('Account')
        this.reset()
      })
      this.analytics.track('SEND_SUCCESS', { ...properties, hash })
      // An activity list shows the send as pending at once (plugins never import one another).
      if (network && from) {
        const sent = { symbol: token.symbol, name: token.name, amount: properties.amount, ...(token.address === undefined ? {} : { address: token.address }) }
        this.root.events.emit('transaction:sent', { hash, chainId: network.caipNetworkId, from, to: request.to, transfer: sent })
      }
      // Balances are read again once the network has included the send (a wallet answers with its
      // hash first); if that cannot be told, they are read again all the same.
      const included = network ? transfer.waitForTransaction(hash, network).catch(() => undefined) : Promise.resolve()
      void included.then(() => loadActiveBalances(this.root, { fresh: true }))
      return 'sent'
    } catch (error) {
      const providerError = toProviderError(error)
      const declined = providerError.code === 4001
      runInAction(() => {
        this.loading = false
        // The form is kept; a failure (not a decline) stays on it until the form changes or a send starts.
        if (!declined) this.failure = userErrorText(providerError)
        this.root.transactions.end(declined ? 'cancel' : 'error')
        this.root.snack.showError(providerError)
      })
      return declined ? 'declined' : 'failed'
    }
  }

  /** Empties the form (SPEC §4: after a successful send). */
  reset(): void {
    this.receiverLookup++
    this.token = undefined
    this.sendTokenAmount = ''
    this.receiverInput = ''
    this.receiverAddress = undefined
    this.receiverProfileName = undefined
    this.receiverProfileImageUrl = undefined
    this.receiverState = 'empty'
    this.loading = false
    this.feeState = 'idle'
    this.fee = undefined
    this.feeFailure = undefined
    this.feeFailures = 0
    this.failure = undefined
  }

  private request(): TransferRequest | undefined {
    const value = this.amountInBaseUnits
    if (!this.token || value === undefined || !this.receiverAddress) return undefined
    return this.token.address === undefined ? { to: this.receiverAddress, value } : { to: this.receiverAddress, value, token: this.token.address }
  }

  /** The active namespace's transfers (SPEC §9: send on eip155 and solana), when its adapter offers them. */
  private transfer(): EvmTransfer | SolanaTransfer | undefined {
    const namespace = this.root.connections.activeNamespace
    if (namespace === 'eip155') return this.root.adapters.chainExtension('eip155:transfer')
    if (namespace === 'solana') return this.root.adapters.chainExtension('solana:transfer')
    return undefined
  }

  /** Names on the active network (ENS on eip155, cached 5 min), when its adapter offers them. */
  private names(): EvmNames | undefined {
    const names = this.root.connections.activeNamespace === 'eip155' ? this.root.adapters.chainExtension('eip155:names') : undefined
    return names && cachedNames(names, this.root.storage)
  }

  private async lookUpProfile(lookup: number, names: EvmNames, address: string, network: Network): Promise<void> {
    const profile = await names.getProfile(address, network).catch(() => undefined)
    runInAction(() => {
      if (lookup !== this.receiverLookup || !profile) return
      if (profile.name) this.receiverProfileName = profile.name
      if (profile.avatarUrl) this.receiverProfileImageUrl = profile.avatarUrl
    })
  }
}
