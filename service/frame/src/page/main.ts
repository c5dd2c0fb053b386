// The deployable secure frame page: it reads its config from its backend, checks the app that
// embeds it, restores the session, and answers the app's requests through FrameHost (posting to
// the app's exact origin only), with the keys in the vault.
import { FrameHost } from '@portico/adapter-embedded'
import { answerAppOriginQueries } from './answerAppOriginQueries.ts'
import { answerLoginRequest } from './answerLoginRequest.ts'
import type { FrameContext } from './FrameContext.ts'
import type { FrameTexts } from './FrameTexts.ts'
import { frameVisibilityMessageType } from './frameVisibilityMessageType.ts'
import { handleFrameRequest } from './handleFrameRequest.ts'
import { isAllowedAppOrigin } from './isAllowedAppOrigin.ts'
import { loadFrameConfig } from './loadFrameConfig.ts'
import { PageKeyExport } from './PageKeyExport.ts'
import { PageRecoveryPrompt } from './PageRecoveryPrompt.ts'
import { parentOrigin } from './parentOrigin.ts'
import { parseChainId } from './parseChainId.ts'
import { prfAvailable } from './prfAvailable.ts'
import { smartAccountsOf } from './smartAccountsOf.ts'
import { textsFor } from './textsFor.ts'
import { VaultWallet } from './VaultWallet.ts'

const params = new URLSearchParams(location.search)
const locale = params.get('locale') ?? navigator.language
const texts: FrameTexts = textsFor(locale)

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
    onRequest: (request) => host.fail(request, 'Unauthorized: origin not allowed', 4100, 'ORIGIN_NOT_ALLOWED'),
  })
  host.announceReady()
  show('refused', texts.refused)
}

async function start(): Promise<void> {
  document.documentElement.lang = locale
  document.title = texts.pageTitle
  const appOrigin = parentOrigin()
  if (window.parent === window) return show('alone', texts.alone)
  if (appOrigin === undefined) return show('refused', texts.refused)
  const config = await loadFrameConfig(params.get('projectId') ?? '')
  if (!isAllowedAppOrigin(appOrigin, config.allowedAppOrigins)) return refuse(appOrigin)
  const logging = params.get('enableLogger') === 'true'
  const firstChain = Object.keys(config.chains)[0]
  const parsed = parseChainId(params.get('chainId') ?? firstChain ?? 'localnet')
  const container = document.querySelector('main') ?? document.body
  const prompt = new PageRecoveryPrompt({
    texts,
    container,
    reveal: (visible) => window.parent.postMessage({ type: frameVisibilityMessageType, visible }, appOrigin),
    passkeyAvailable: prfAvailable,
  })
  const keyExport = new PageKeyExport({ texts, container, reveal: (visible) => window.parent.postMessage({ type: frameVisibilityMessageType, visible }, appOrigin) })
  const wallet = new VaultWallet({ prompt, locale })
  await wallet.restore()
  // The host hands requests over once the context that holds it exists.
  const ready: { context?: FrameContext<VaultWallet> } = {}
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
  const context: FrameContext<VaultWallet> = {
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
    smartAccountOn: smartAccountsOf(config),
    answerLogin: (request) => answerLoginRequest(request, context),
    requireSession: () => wallet.requireSession(),
    exportPrivateKey: () => wallet.exportPrivateKey(keyExport),
  }
  ready.context = context
  answerAppOriginQueries(appOrigin)
  host.announceReady()
  show('ready', texts.ready)
}

start().catch((error: unknown) => {
  console.error('secure frame:', error)
  show('failed', texts.failed)
})
