import { createWalletClient, hexToString, http, isAddressEqual, isHex, numberToHex, publicActions } from 'viem'
import type { Address } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { HDAccount } from 'viem/accounts'
import type { ApprovalPolicy, ApprovalRequest } from './ApprovalRequest.ts'
import { TestWalletBatches } from './TestWalletBatches.ts'
import { TestWalletMemory } from './TestWalletMemory.ts'
import type { KeyValueStorage } from './TestWalletMemory.ts'
import { TestWalletRpcError } from './TestWalletRpcError.ts'
import type { WalletAssetsOptions } from './WalletAssetsOptions.ts'
import { answerCapabilities } from './answerCapabilities.ts'
import { answerWalletAssets } from './answerWalletAssets.ts'
import { forwardToRpc } from './forwardToRpc.ts'
import { readWalletParams } from './readWalletParams.ts'
import { showApprovalPrompt } from './showApprovalPrompt.ts'
import { toWalletRpcError } from './toWalletRpcError.ts'

// Anvil's default mnemonic: its ten accounts hold 10 000 ETH each on a fresh chain.
const anvilMnemonic = 'test test test test test test test test test test test junk'

// personal_sign sends text as hex: show it as text when it reads as text, as wallets do.
function readableMessage(message: string): string {
  if (!isHex(message)) return message
  try {
    const text = hexToString(message)
    // eslint-disable-next-line no-control-regex -- control characters mean it is not text
    return /[\u0000-\u0008\u000e-\u001f\u007f\ufffd]/.test(text) ? message : text
  } catch {
    return message
  }
}

/** Options of `createTestWallet`. */
export interface TestWalletOptions {
  /** The chains the wallet knows: the RPC url by chain id. */
  chains: Record<number, string>
  /** The chain it starts on; default the first of `chains`. */
  chainId?: number
  /** The account (`m/44'/60'/0'/0/{index}`); default 0. */
  accountIndex?: number
  /** Default anvil's. */
  mnemonic?: string
  /** Default 'approve'. */
  policy?: ApprovalPolicy
  /** Keeps the permission, chain and added chains across reloads (a page's `localStorage`); default none. */
  storage?: KeyValueStorage
  /** Default `portico-test-wallet`. */
  storageKey?: string
  /** Asset discovery (`wallet_getCapabilities` says `assetDiscovery`, `wallet_getAssets` answers); off by default. */
  assets?: WalletAssetsOptions
  /**
   * Atomic batches (EIP-5792 2.0.0: `wallet_getCapabilities` says `atomic: { status: 'supported' }`
   * for its chains; `wallet_sendCalls` runs a batch all-or-nothing on anvil with one approval,
   * `wallet_getCallsStatus` tells how it ended); off by default (both methods answer 4200).
   */
  atomicBatches?: boolean
  /** Asks the user under the 'prompt' policy; default a `<dialog>` in the page. */
  prompt?: (request: ApprovalRequest) => Promise<boolean>
}

type Listener = (payload: unknown) => void

/** The wallet's EIP-1193 provider. */
export interface TestWalletProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): TestWalletProvider
  removeListener(event: string, listener: Listener): TestWalletProvider
}

/** A test wallet: its provider, and what a test (or the person at the demo) does in the wallet itself. */
export interface TestWallet {
  readonly provider: TestWalletProvider
  readonly address: Address
  readonly chainId: number
  readonly policy: ApprovalPolicy
  /** The methods asked of the wallet so far, in order (a test checks which path a site took). */
  readonly methods: readonly string[]
  /** Whether the site may see its accounts. */
  readonly connected: boolean
  /** How requests that need the user are answered from now on. */
  setPolicy(policy: ApprovalPolicy): void
  /** Moves to another account of the mnemonic; a connected site gets accountsChanged. */
  selectAccount(index: number): void
  /** Ends the site's connection from the wallet: the permission goes, the site gets disconnect (4900). */
  endConnection(): void
}

const rejected = () => new TestWalletRpcError(4001, 'User rejected the request.')
const unauthorized = () => new TestWalletRpcError(4100, 'The requested account and/or method has not been authorized by the user.')
// Reads a wallet passes on to its node.
const forwarded = /^(eth_|net_|web3_)/

/**
 * An EIP-1193 wallet backed by a viem local account on anvil: it signs locally, sends signed
 * transactions raw, passes reads on to the node of its chain, and approves or rejects what needs
 * the user by its policy (or asks in the page). Rejections are `{ code: 4001, message: 'User rejected the request.' }`.
 */
export function createTestWallet(options: TestWalletOptions): TestWallet {
  const known = Object.keys(options.chains).map(Number)
  const firstChainId = options.chainId ?? known[0]
  if (firstChainId === undefined || !options.chains[firstChainId]) throw new Error('createTestWallet: give the RPC url of its first chain')
  const mnemonic = options.mnemonic ?? anvilMnemonic
  let account: HDAccount = mnemonicToAccount(mnemonic, { addressIndex: options.accountIndex ?? 0 })
  let policy: ApprovalPolicy = options.policy ?? 'approve'
  const memory = new TestWalletMemory({ permitted: false, chainId: firstChainId, added: {} }, options.storage, options.storageKey ?? 'portico-test-wallet')
  const listeners = new Map<string, Set<Listener>>()
  const methods: string[] = []
  const batches = options.atomicBatches ? new TestWalletBatches() : undefined

  const emit = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
  }
  const rpcUrlOf = (chainId: number): string | undefined => options.chains[chainId] ?? memory.state.added[String(chainId)]
  const currentRpcUrl = () => rpcUrlOf(memory.state.chainId) ?? (options.chains[firstChainId] as string)
  const accounts = () => (memory.state.permitted ? [account.address] : [])
  const approve = async (request: ApprovalRequest) => {
    const approved = policy === 'approve' || (policy === 'prompt' && (await (options.prompt ?? showApprovalPrompt)(request)))
    if (!approved) throw rejected()
  }
  const requireSigner = (from: Address) => {
    if (!memory.state.permitted || !isAddressEqual(from, account.address)) throw unauthorized()
  }
  const setPermitted = (permitted: boolean) => {
    if (memory.state.permitted === permitted) return
    memory.update({ permitted })
    emit('accountsChanged', accounts())
  }

  const handle = async (method: string, params: unknown): Promise<unknown> => {
    switch (method) {
      case 'eth_requestAccounts':
        await approve({ method, title: 'Connect to this site', detail: `Share the account ${account.address}` })
        setPermitted(true)
        return accounts()
      case 'eth_accounts':
        return accounts()
      case 'eth_chainId':
        return numberToHex(memory.state.chainId)
      case 'wallet_switchEthereumChain': {
        const chainId = readWalletParams.switchChain(params)
        if (!rpcUrlOf(chainId)) throw new TestWalletRpcError(4902, `Unrecognized chain ID "${numberToHex(chainId)}". Try adding the chain using wallet_addEthereumChain first.`)
        if (chainId === memory.state.chainId) return null
        await approve({ method, title: 'Switch network', detail: `Switch to chain ${chainId}` })
        memory.update({ chainId })
        emit('chainChanged', numberToHex(chainId))
        return null
      }
      case 'wallet_addEthereumChain': {
        const { chainId, chainName, rpcUrl } = readWalletParams.addChain(params)
        if (rpcUrlOf(chainId)) return null
        await approve({ method, title: 'Add a network', detail: `${chainName} (chain ${chainId}) at ${rpcUrl}` })
        memory.update({ added: { ...memory.state.added, [String(chainId)]: rpcUrl } })
        return null
      }
      case 'personal_sign': {
        const { message, from } = readWalletParams.personalSign(params)
        requireSigner(from)
        await approve({ method, title: 'Sign a message', detail: readableMessage(message) })
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const { from, typedData } = readWalletParams.signTypedData(params)
        requireSigner(from)
        await approve({ method, title: 'Sign typed data', detail: JSON.stringify(typedData, null, 1) })
        return account.signTypedData(typedData as Parameters<HDAccount['signTypedData']>[0])
      }
      case 'eth_sendTransaction': {
        const { from, ...transaction } = readWalletParams.transaction(params)
        requireSigner(from)
        const detail = `To ${transaction.to ?? '(new contract)'}, value ${transaction.value ?? 0n} wei${transaction.data && transaction.data !== '0x' ? `, data ${transaction.data}` : ''}`
        await approve({ method, title: 'Send a transaction', detail })
        const chainId = memory.state.chainId
        const chain = { id: chainId, name: `Chain ${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [currentRpcUrl()] } } }
        const client = createWalletClient({ account, chain, transport: http(currentRpcUrl(), { retryCount: 0 }) })
        // As wallets do, an estimate gets a margin: a Uniswap v2 pair writes its cumulative prices
        // only in a later second than its last update, so a bare estimate can fall short when mined.
        const gas = transaction.gas ?? (await client.extend(publicActions).estimateGas({ ...transaction, account })) * 3n / 2n
        return client.sendTransaction({ ...transaction, gas, chain })
      }
      case 'wallet_getCapabilities': {
        if (!options.assets && !batches) break
        requireSigner(readWalletParams.capabilitiesOf(params))
        return answerCapabilities(params, options.assets, batches ? [...known, ...Object.keys(memory.state.added).map(Number)] : [])
      }
      case 'wallet_sendCalls':
        if (!batches) break
        return batches.send(params, { account, rpcUrlOf, requireSigner, approve })
      case 'wallet_getCallsStatus':
        if (!batches) break
        return batches.status(params)
      case 'wallet_getAssets':
        if (!options.assets) break
        return answerWalletAssets(params, options.assets, rpcUrlOf)
      case 'wallet_revokePermissions':
        setPermitted(false)
        return null
    }
    if (forwarded.test(method)) return forwardToRpc(currentRpcUrl(), method, params)
    throw new TestWalletRpcError(4200, `The wallet does not support the method ${method}.`)
  }

  const provider: TestWalletProvider = {
    async request({ method, params }) {
      methods.push(method)
      try {
        return await handle(method, params)
      } catch (error) {
        throw toWalletRpcError(error)
      }
    },
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }

  return {
    provider,
    get address() {
      return account.address
    },
    get chainId() {
      return memory.state.chainId
    },
    get policy() {
      return policy
    },
    get methods() {
      return [...methods]
    },
    get connected() {
      return memory.state.permitted
    },
    setPolicy(next) {
      policy = next
    },
    selectAccount(index) {
      account = mnemonicToAccount(mnemonic, { addressIndex: index })
      if (memory.state.permitted) emit('accountsChanged', accounts())
    },
    endConnection() {
      if (!memory.state.permitted) return
      memory.update({ permitted: false })
      emit('disconnect', new TestWalletRpcError(4900, 'The wallet is disconnected from all chains.'))
    },
  }
}
