import { decode } from '@portico/kernel/extend'
import type { AdapterContext, AdapterTheme, Connector } from '@portico/kernel/extend'
import type { ChainNamespace, Network } from '@portico/kernel'
import { EmbeddedEip155Provider } from './EmbeddedEip155Provider.ts'
import { EmbeddedSolanaProvider } from './EmbeddedSolanaProvider.ts'
import type { EmbeddedWalletAdapter } from './EmbeddedWalletAdapter.ts'
import { embeddedWalletAlerts } from './embeddedWalletAlerts.ts'
import { EmbeddedWalletClient } from './EmbeddedWalletClient.ts'
import type { EmbeddedWalletEvent } from './EmbeddedWalletEvent.ts'
import { EmbeddedWalletOptions } from './EmbeddedWalletOptions.ts'
import { frameMessageTypes } from './frameMessageTypes.ts'
import { frameSource } from './frameSource.ts'
import { mountHiddenIframe } from './mountHiddenIframe.ts'
import { pageLocale } from './pageLocale.ts'
import { SecureFrame } from './SecureFrame.ts'
import { toEvmChainNumber } from './toEvmChainNumber.ts'
import { embeddedStorage } from './embeddedStorage.ts'
import type { EmailLoginClient } from './EmailLoginClient.ts'
import type { EmbeddedWalletKeysClient } from './EmbeddedWalletKeysClient.ts'
import type { SocialLoginClient } from './SocialLoginClient.ts'
import { EmbeddedOptionsError } from './errors.ts'

const connectorId = 'ID_AUTH'
const served: readonly ChainNamespace[] = ['eip155', 'solana']
// SPEC §9 and the frame's dapp data.
const sdkVersion = '1.7.7'
const sdkType = 'portico'

/** The EVM chain the frame starts on: the last one used, else the active one, else the first configured. */
function startingEvmChain(context: AdapterContext, evmNetworks: Network[]): number | undefined {
  const known = (caipNetworkId: string | undefined) => evmNetworks.find((network) => network.caipNetworkId === caipNetworkId)
  const network = known(context.storage.read(embeddedStorage.lastUsedChainId)) ?? known(context.storage.get('activeCaipNetworkId')) ?? evmNetworks[0]
  return network ? toEvmChainNumber(network.id) : undefined
}

/**
 * Builds the embedded wallet adapter (options decoded first: a ConfigError naming the wrong one,
 * or without a project id): the AUTH connector for the configured namespaces, the secure frame
 * (mounted now when an e-mail login was used before, else on first need; its dapp data synced
 * each time it is ready), the login client, and a provider per namespace while a login is known.
 */
export function createEmbeddedWalletAdapter(context: AdapterContext, input: unknown): EmbeddedWalletAdapter {
  const decoded = decode(EmbeddedWalletOptions, input)
  if (!decoded.ok) throw new EmbeddedOptionsError('Invalid options of embeddedWallet()', decoded.error)
  const options = decoded.value
  const projectId = options.projectId ?? context.projectId
  if (!projectId) throw new EmbeddedOptionsError('embeddedWallet() needs a projectId', 'Give projectId to embeddedWallet() or to createAppKit.')
  const namespaces = served.filter((namespace) => context.networks.some((network) => network.chainNamespace === namespace))
  const evmNetworks = context.networks.filter((network) => network.chainNamespace === 'eip155')
  const solanaNetwork = context.networks.find((network) => network.chainNamespace === 'solana')
  const evmChainId = startingEvmChain(context, evmNetworks)
  // SPEC §8's events go to the instance's analytics, and to the host's `onEvent` when given.
  const report = (event: EmbeddedWalletEvent): void => {
    options.onEvent?.(event)
    context.track(event.type, event.requestType === undefined ? undefined : { requestType: event.requestType })
  }
  // The frame follows the host's theme: synced when it is ready and on each change while it is.
  let theme: AdapterTheme | undefined
  const syncTheme = (): void => {
    if (!theme || frame.state !== 'ready') return
    const { themeMode, themeVariables } = theme
    // AppKit's --w3m-* names travel in their own map, Portico's tokens in the other (SPEC §3).
    const w3m = Object.fromEntries(Object.entries(themeVariables).filter(([name]) => name.startsWith('--w3m-')))
    const own = Object.fromEntries(Object.entries(themeVariables).filter(([name]) => !name.startsWith('--w3m-')))
    void frame.request({ type: frameMessageTypes.SYNC_THEME, payload: { themeMode, themeVariables: own, w3mThemeVariables: w3m } }).catch(() => undefined)
  }

  const frame = new SecureFrame({
    src: frameSource(options.frameUrl, { projectId, chainId: evmChainId, enableLogger: options.enableLogger ?? false, locale: options.locale ?? context.locale ?? pageLocale() }),
    mount: options.mount ?? mountHiddenIframe,
    loadTimeoutMs: options.loadTimeoutMs ?? 20_000,
    readyDelayMs: options.readyDelayMs ?? 500,
    onReady: () => {
      const metadata = context.metadata ?? { name: '', description: '', url: typeof location === 'undefined' ? '' : location.origin, icons: [] }
      const payload = { metadata, sdkVersion, sdkType, projectId }
      void frame.request({ type: frameMessageTypes.SYNC_DAPP_DATA, payload }).catch(() => undefined)
      syncTheme()
    },
    onLoadFailed: () => {
      report({ type: 'iframe_load_failed' })
      context.showAlert(embeddedWalletAlerts.loadFailed)
    },
    onIncompatible: () => {
      report({ type: 'iframe_load_failed' })
      context.showAlert(embeddedWalletAlerts.incompatibleFrame)
    },
    // Called once the frame is mounted, after the client below exists.
    onSessionUpdate: () => login.markSession(),
  })
  const login = new EmbeddedWalletClient({
    frame,
    context,
    evmChainId,
    requestTimeoutMs: options.requestTimeoutMs ?? 30_000,
    signOutTimeoutMs: options.signOutTimeoutMs ?? 3_000,
    blockedMessageDelayMs: options.blockedMessageDelayMs ?? 300,
    onEvent: report,
  })
  const stopWatchingTheme = context.watchTheme((next) => {
    theme = next
    syncTheme()
  })
  const providers = new Map<ChainNamespace, EmbeddedEip155Provider | EmbeddedSolanaProvider>([
    ['eip155', new EmbeddedEip155Provider(login)],
    ['solana', new EmbeddedSolanaProvider(login, solanaNetwork?.caipNetworkId)],
  ])
  const connectors: Connector[] = namespaces.length > 0 ? [{ id: connectorId, type: 'AUTH', name: 'Email & Socials', namespaces: [...namespaces] }] : []
  // SPEC §4: a frame whose login was used before loads at once, so the reconnect finds it ready.
  if (login.hasLogin) {
    try {
      frame.load()
    } catch {
      // No document to mount it in (a server): the first request says "W3mFrame: iframe is not set".
    }
  }

  // What the e-mail and socials plugins drive, offered as connector extensions (and kept on the
  // adapter itself for its own tests and the contract's driver).
  const emailLogin = {
    connectEmail: (email: string) => login.connectEmail(email),
    connectDevice: () => login.connectDevice(),
    connectOtp: (otp: string) => login.connectOtp(otp),
    updateEmail: (email: string) => login.updateEmail(email),
    updateEmailPrimaryOtp: (otp: string) => login.updateEmailPrimaryOtp(otp),
    updateEmailSecondaryOtp: (otp: string) => login.updateEmailSecondaryOtp(otp),
  } satisfies EmailLoginClient
  const socialLogin = {
    getSocialRedirectUri: (provider: string) => login.getSocialRedirectUri(provider),
    connectSocial: (uri: string) => login.connectSocial(uri),
    getFarcasterUri: () => login.getFarcasterUri(),
    connectFarcaster: () => login.connectFarcaster(),
    reload: () => login.reload(),
  } satisfies SocialLoginClient
  const embeddedWalletKeys = { exportPrivateKey: () => login.exportPrivateKey() } satisfies EmbeddedWalletKeysClient

  return {
    namespaces: [...served],
    capabilities: namespaces.map((namespace) => `${namespace}:embeddedWallet`),
    getConnectors: () => connectors.map((connector) => ({ ...connector, namespaces: [...connector.namespaces] })),
    getProvider: (namespace) => (namespaces.includes(namespace) && login.hasLogin ? providers.get(namespace) : undefined),
    async disconnect(id) {
      if (id === connectorId) await login.signOut()
    },
    user(id) {
      if (id !== connectorId) return undefined
      const { storage } = context
      const email = storage.read(embeddedStorage.email)
      const username = storage.read(embeddedStorage.connectedSocialUsername)
      const authProvider = storage.read(embeddedStorage.connectedSocialProvider)
      return {
        ...(email === undefined ? {} : { email }),
        ...(username === undefined ? {} : { username }),
        ...(authProvider === undefined ? {} : { authProvider }),
        ...login.evmAccountState(),
      }
    },
    async setAccountType(id, namespace, type) {
      // Only the EVM side has smart accounts (SPEC §3); elsewhere the type in use stays.
      if (id !== connectorId || namespace !== 'eip155' || (type !== 'eoa' && type !== 'smartAccount')) return login.evmAccountState().accountType ?? 'eoa'
      await login.setPreferredAccountType(type)
      // The type in use: the one asked for, or where the switch failed the one that stayed.
      return login.evmAccountState().accountType ?? 'eoa'
    },
    destroy() {
      stopWatchingTheme()
      login.destroy()
      frame.destroy()
    },
    extensions: { emailLogin, socialLogin, embeddedWalletKeys },
    ...emailLogin,
    ...socialLogin,
    ...embeddedWalletKeys,
    signOut: () => login.signOut(),
    isConnected: () => login.isConnected(),
    rejectPendingRequests: () => login.rejectPendingRequests(),
    setPreferredAccountType: (type) => login.setPreferredAccountType(type),
    getSmartAccountEnabledNetworks: () => login.getSmartAccountEnabledNetworks(),
  }
}
