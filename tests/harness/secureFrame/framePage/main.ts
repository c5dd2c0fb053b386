// The reference secure frame page: it checks the app that embeds it, restores the session and
// answers the app's requests through FrameHost (posting to the app's exact origin only).
import { decode } from '@portico/kernel/extend'
import { FrameHost } from '@portico/adapter-embedded'
import { isAllowedAppOrigin } from '../isAllowedAppOrigin.ts'
import { SecureFrameConfig } from '../../../../service/frame/src/page/SecureFrameConfig.ts'
import type { FrameContext } from '../../../../service/frame/src/page/FrameContext.ts'
import { FrameWallet } from './FrameWallet.ts'
import { answerLoginRequest } from './answerLoginRequest.ts'
import { smartAccountOn } from './smartAccountOn.ts'
import { handleFrameRequest } from '../../../../service/frame/src/page/handleFrameRequest.ts'
import { parentOrigin } from '../../../../service/frame/src/page/parentOrigin.ts'
import { parseChainId } from '../../../../service/frame/src/page/parseChainId.ts'

declare const __PORTICO_SECURE_FRAME_CONFIG__: unknown

/** SPEC §9: the default secure-site version (the frame's READY carries the frame protocol's own). */
const secureSiteVersion = '4'

function show(state: 'ready' | 'refused' | 'alone' | 'failed', text: string): void {
  document.body.dataset.state = state
  const status = document.getElementById('status')
  if (status) status.textContent = text
}

/**
 * An app this frame does not serve: every request it sends is answered with SPEC §8's provider
 * error "Unauthorized: origin not allowed" (4100), which the app shows as its unverified-domain
 * alert; nothing else is ever answered or done for it.
 */
function refuse(appOrigin: string): void {
  const host = new FrameHost({
    appOrigin,
    parentWindow: () => (window.parent === window ? null : window.parent),
    listenOn: window,
    onRequest: (request) => host.fail(request, 'Unauthorized: origin not allowed', 4100),
  })
  host.announceReady()
  show('refused', 'This app is not allowed')
}

async function start(): Promise<void> {
  const decoded = decode(SecureFrameConfig, __PORTICO_SECURE_FRAME_CONFIG__)
  if (!decoded.ok) throw new Error(`The frame's config is invalid: ${decoded.error}`)
  const config = decoded.value
  const params = new URLSearchParams(location.search)
  const logging = params.get('enableLogger') === 'true'
  const appOrigin = parentOrigin()
  if (window.parent === window) return show('alone', 'This frame answers an app that embeds it.')
  if (appOrigin === undefined) return show('refused', 'This app is not allowed')
  if (!isAllowedAppOrigin(appOrigin, config.allowedAppOrigins)) return refuse(appOrigin)
  const firstChain = Object.keys(config.chains)[0]
  const requestedChain = params.get('chainId') ?? firstChain ?? 'localnet'
  const parsed = parseChainId(requestedChain)
  const wallet = new FrameWallet()
  await wallet.restore()
  // The host hands requests over once the context that holds it exists.
  const ready: { context?: FrameContext<FrameWallet> } = {}
  const host = new FrameHost({
    appOrigin,
    parentWindow: () => (window.parent === window ? null : window.parent),
    listenOn: window,
    onRequest: (request) => {
      if (logging) console.info('secure frame request', request.type, request.id)
      if (ready.context) void handleFrameRequest(request, ready.context)
    },
    onDropped: (drop) => {
      if (logging) console.info('secure frame dropped a message', drop.reason, drop.detail)
    },
  })
  ready.context = {
    host,
    wallet,
    config,
    appOrigin,
    chain: {
      current: parsed.namespace === 'eip155' ? parsed.id : parsed.reference,
      lastEvm: parsed.namespace === 'eip155' ? parsed.id : firstChain === undefined ? null : Number(firstChain),
    },
    pending: { email: null, farcasterChannel: null },
    batches: new Map(),
    synced: { theme: undefined, dappData: undefined },
    smartAccountOn: (owner, chainId) => smartAccountOn(config, owner, chainId),
    answerLogin: (request) => (ready.context ? answerLoginRequest(request, ready.context) : Promise.resolve()),
  }
  host.announceReady()
  show('ready', `Answering ${appOrigin} (project ${params.get('projectId') ?? 'none'}, version ${params.get('version') ?? secureSiteVersion}).`)
}

start().catch((error: unknown) => {
  console.error('secure frame:', error)
  show('failed', 'The secure frame failed to start')
})
