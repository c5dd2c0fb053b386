import type { AppToFrameMessage } from '../AppToFrameMessage.ts'
import { FrameHost } from '../FrameHost.ts'
import type { FrameAccountType } from '../FrameAccountType.ts'
import type { FrameMount } from '../FrameMount.ts'
import { frameMessageTypes as types } from '../frameMessageTypes.ts'
import { linkedWindows } from './linkedWindows.ts'

/** What a test's own answer does with a request: answered (or held) by it, or left to the defaults. */
export type ScriptedAnswer = (request: AppToFrameMessage, host: FrameHost, frame: ScriptedFrame) => 'handled' | 'hold' | undefined

/** How the scripted frame behaves. */
export interface ScriptedFrameOptions {
  appOrigin?: string
  /** Posts READY (in a microtask) when mounted; default true. */
  autoReady?: boolean
  /** Answers before the defaults. */
  answer?: ScriptedAnswer
}

type Request<T extends AppToFrameMessage['type']> = Extract<AppToFrameMessage, { type: T }>

/**
 * A deterministic secure frame for tests, on `FrameHost` over linked in-memory windows: `mount`
 * is the adapter's mount seam (a fresh window pair per mount, like a new iframe). By default it
 * answers as the reference frame does: an e-mail login (code then session), the user per chain
 * (EVM address for a number, Solana key for a string), networks 1 and 137 (4902 otherwise), and
 * RPC results from `rpcResults`.
 */
export class ScriptedFrame {
  readonly mounts: string[] = []
  readonly requests: AppToFrameMessage[] = []
  removed = 0
  host: FrameHost | undefined
  connected = false
  chainId: number = 1
  accountType: FrameAccountType = 'eoa'
  /** Whether the smart account has code, as GET_USER tells it. */
  smartAccountDeployed = false
  /** The chains GET_SMART_ACCOUNT_ENABLED_NETWORKS answers. */
  smartAccountNetworks = [1, 137]
  evmAddress = '0x1111111111111111111111111111111111111111'
  smartAddress = '0x2222222222222222222222222222222222222222'
  solanaAddress = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
  supportedChains = [1, 137]
  rpcResults: Record<string, unknown> = {
    eth_call: '0x01',
    eth_getBalance: '0x0de0b6b3a7640000',
    personal_sign: '0x5151',
    eth_sendTransaction: '0xabcd',
    solana_signMessage: { signature: '5sig' },
    solana_signAndSendTransaction: { signature: '5sent' },
  }
  private readonly options: ScriptedFrameOptions

  constructor(options: ScriptedFrameOptions = {}) {
    this.options = options
  }

  /** The mount seam to give `embeddedWallet({ mount })`. */
  readonly mount: FrameMount = (src) => {
    const frameOrigin = new URL(src).origin
    const windows = linkedWindows(this.options.appOrigin ?? 'https://app.example', frameOrigin)
    const host: FrameHost = new FrameHost({
      appOrigin: windows.app.origin,
      parentWindow: () => windows.app.handle,
      listenOn: windows.frame.listenOn,
      onRequest: (request) => this.handle(request, host),
    })
    this.host = host
    this.mounts.push(src)
    if (this.options.autoReady !== false) void Promise.resolve().then(() => host.announceReady())
    return {
      window: () => windows.frame.handle,
      listenOn: windows.app.listenOn,
      remove: () => {
        this.removed += 1
        host.close()
      },
    }
  }

  /** The requests of one type received so far. */
  received<T extends AppToFrameMessage['type']>(type: T): Request<T>[] {
    return this.requests.filter((request): request is Request<T> => request.type === type)
  }

  /** The address of the EVM account of the current type. */
  get address(): string {
    return this.accountType === 'smartAccount' ? this.smartAddress : this.evmAddress
  }

  private handle(request: AppToFrameMessage, host: FrameHost): void {
    this.requests.push(request)
    const own = this.options.answer?.(request, host, this)
    if (own === 'handled' || own === 'hold') return
    switch (request.type) {
      case types.CONNECT_EMAIL:
        return host.succeed(request, { action: 'VERIFY_OTP' })
      case types.CONNECT_OTP:
      case types.CONNECT_FARCASTER:
        this.connected = true
        host.updateSession('token-1')
        return request.type === types.CONNECT_OTP ? host.succeed(request) : host.succeed(request, { userName: 'ada' })
      case types.CONNECT_SOCIAL:
        this.connected = true
        return host.succeed(request, { address: this.address, chainId: this.chainId, accounts: [{ address: this.address, type: this.accountType }], userName: 'ada', email: null })
      case types.GET_USER: {
        if (!this.connected) return host.fail(request, 'User is not connected')
        const chainId = request.payload.chainId
        if (typeof chainId === 'string') return host.succeed(request, { address: this.solanaAddress, chainId, smartAccountDeployed: false })
        if (typeof chainId === 'number' && this.supportedChains.includes(chainId)) this.chainId = chainId
        const accounts = [{ address: this.address, type: this.accountType }]
        return host.succeed(request, { address: this.address, chainId: this.chainId, smartAccountDeployed: this.smartAccountDeployed, email: 'ada@example.com', accounts, preferredAccountType: this.accountType })
      }
      case types.IS_CONNECTED:
        return host.succeed(request, { isConnected: this.connected })
      case types.GET_CHAIN_ID:
        return host.succeed(request, { chainId: this.chainId })
      case types.SWITCH_NETWORK: {
        const chainId = Number(request.payload.chainId)
        if (!this.supportedChains.includes(chainId)) return host.fail(request, 'Unrecognized chain', 4902)
        this.chainId = chainId
        return host.succeed(request, { chainId })
      }
      case types.SIGN_OUT:
        this.connected = false
        return host.succeed(request)
      case types.SET_PREFERRED_ACCOUNT:
        this.accountType = request.payload.type
        return host.succeed(request, { type: this.accountType, address: this.address })
      case types.GET_SMART_ACCOUNT_ENABLED_NETWORKS:
        return host.succeed(request, { networks: this.smartAccountNetworks })
      case types.RPC_REQUEST: {
        const { method } = request.payload
        if (!(method in this.rpcResults)) return host.fail(request, `No result for ${method}`)
        return host.succeed(request, { result: this.rpcResults[method] })
      }
      case types.SYNC_DAPP_DATA:
      case types.SYNC_THEME:
      case types.RELOAD:
      case types.CONNECT_DEVICE:
      case types.UPDATE_EMAIL_PRIMARY_OTP:
      case types.INIT_SMART_ACCOUNT:
        return host.succeed(request)
      case types.UPDATE_EMAIL:
        return host.succeed(request, { action: 'VERIFY_PRIMARY_OTP' })
      case types.UPDATE_EMAIL_SECONDARY_OTP:
        return host.succeed(request, { newEmail: 'new@example.com' })
      case types.GET_FARCASTER_URI:
        return host.succeed(request, { url: 'https://farcaster.example/approve?channel=1' })
      case types.GET_SOCIAL_REDIRECT_URI:
        return host.succeed(request, { uri: `https://auth.example/${request.payload.provider}` })
    }
  }
}
