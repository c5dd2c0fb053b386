import { runInAction } from 'mobx'
import { AppKit } from './AppKit.ts'
import type { AppKitServices } from './AppKit.ts'
import { activeInstance } from './activeInstance.ts'
import { checkProjectId } from './actions/checkProjectId.ts'
import { decodeOptions } from './config/decodeOptions.ts'
import { sdkVersion } from './sdkVersion.ts'
import { EventBus } from './services/EventBus.ts'
import { Logger } from './services/Logger.ts'
import { logLevelOf } from './config/logLevelOf.ts'
import type { PorticoEvents } from './services/PorticoEvents.ts'
import { Storage } from './services/Storage.ts'
import { Telemetry } from './services/Telemetry.ts'
import { memoryStorageBackend } from './services/memoryStorageBackend.ts'
import type { BalanceService } from './store/BalanceService.ts'
import { RootStore } from './RootStore.ts'
import { startStoreReactions } from './store/startStoreReactions.ts'
import { connectionLists } from './store/connectionLists.ts'
import { deferredWalletRegistry } from './store/deferredWalletRegistry.ts'
import { openOnUnsupportedNetwork } from './openOnUnsupportedNetwork.ts'
import { watchApprovalRequests } from './watchApprovalRequests.ts'
import { loadOnce } from './loadOnce.ts'
import { whenIdle } from './services/whenIdle.ts'
import { isDevelopment } from './config/isDevelopment.ts'
import type { AppKitOptionsInput } from './config/AppKitOptions.ts'
import type { ModalUi } from './plugins/ModalUi.ts'
import { detectLocale } from './i18n/detectLocale.ts'

function browserStorageBackend() {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage
  } catch {
    // Access to localStorage throws where it is blocked; fall back to memory.
  }
  return memoryStorageBackend()
}

/**
 * Creates the Portico instance with the UI given (none: no modal, as `features.headless`): decodes
 * the options, builds the stores and starts loading remote configuration and the enabled plugins.
 * Safe on a server: nothing touches the DOM until the modal opens. Hosts call `createAppKit`.
 */
export function createAppKitWith(input: AppKitOptionsInput, ui: ModalUi<AppKit> | undefined): AppKit {
  const { options, features } = decodeOptions(input)
  const storage = new Storage(browserStorageBackend())
  const logger = new Logger(logLevelOf(options))
  const events = new EventBus<PorticoEvents>(logger)
  // Development only, and loaded apart: a production host never downloads the list of options.
  // A development hint only: its chunk failing to load (a page or test torn down first) is no error of the host's.
  if (isDevelopment()) import('./config/warnNoEffectOptions.ts').then(({ warnNoEffectOptions }) => warnNoEffectOptions(options, { warn: logger.warn.bind(logger) }), () => undefined)
  const telemetry = new Telemetry({
    ...(options.analyticsUrl && features.analytics ? { endpoint: options.analyticsUrl } : {}),
    projectId: options.projectId ?? '',
    sdkType: sdkVersion.type,
    sdkVersion: sdkVersion.version,
    root: (): RootStore => store,
  })
  const services: AppKitServices = { http: undefined, telemetry, events }
  // The project service's client, and the code that talks to it, load only for hosts that
  // configure one: with the remote configuration, or the modal's wallet list.
  const { projectServiceUrl, projectId } = options
  // The remote configuration is asked for once the browser is first idle (below), so its code (the
  // kernel's deferred half) stays out of the page's first load; at once without a service, on a
  // server, or when something needs the client sooner: plugins to set up, the modal's wallet list
  // or balances.
  let askForConfig = (): void => undefined
  const configAsked = new Promise<void>((resolve) => {
    askForConfig = resolve
  })
  // The client with the deferred half it comes in, loaded once.
  const service = projectServiceUrl
    ? loadOnce(async () => {
        askForConfig()
        const { kernelRuntime } = await import('./kernelRuntime.ts')
        services.http = new kernelRuntime.HttpClient({ baseUrl: projectServiceUrl, ...(projectId ? { clientId: projectId } : {}) })
        return { runtime: kernelRuntime, client: services.http }
      })
    : undefined
  const walletRegistry = service
    ? deferredWalletRegistry(async () => {
        const { runtime, client } = await service()
        return new runtime.ProjectWalletRegistry(client)
      })
    : undefined
  const balanceService: BalanceService | undefined = service
    ? {
        balances: async (address, caipNetworkId) => {
          const { runtime, client } = await service()
          return runtime.fetchServiceBalances(client, address, caipNetworkId)
        },
      }
    : undefined
  const store = new RootStore({
    options,
    adapters: options.adapters ?? [],
    features,
    storage,
    events,
    ...(walletRegistry ? { walletRegistry } : {}),
    ...(balanceService ? { balanceService } : {}),
    telemetry,
    logger,
  })
  // The host's locale, else the page's (and its direction) or the browser's; its catalogues load apart.
  const { locale, messages } = options
  store.i18n.setOverrides(messages ?? {})
  store.i18n.setLocale(locale ?? detectLocale(), locale ? undefined : globalThis.document?.documentElement.dir)
  // A headless host (features.headless) never loads the modal: the instance gets no UI to load.
  const appKit = new AppKit(store, services, options.features?.headless ? undefined : ui)
  const plugins = options.plugins ?? []
  activeInstance.set(appKit)
  // The UI's custom elements (AppKit's web components, <appkit-button>, ...): defined in a browser,
  // their code loaded apart; at once for a page that already holds one, else when the browser is
  // first idle (a React host's button needs none of it, and it stays out of the page's first load).
  if (ui && typeof customElements !== 'undefined') {
    const define = () => void ui.defineElements(logger)
    if (document.querySelector(ui.elementSelector)) define()
    else appKit.addCleanup(whenIdle(define))
  }
  // Cleanups run in reverse: plugins first, then adapters, then the reactions.
  appKit.addCleanup(() => {
    if (activeInstance.get() === appKit) activeInstance.set(undefined)
  })
  appKit.addCleanup(startStoreReactions(store))
  // The connection list, made on first use by the actions or the hooks, if it was.
  appKit.addCleanup(() => connectionLists.get(store.connections)?.dispose())
  appKit.addCleanup(openOnUnsupportedNetwork(appKit))
  appKit.addCleanup(watchApprovalRequests(appKit))
  appKit.addCleanup(() => store.adapters.destroy())
  // Once the browser is idle: the wallets found without SDKs are listed (the SDKs follow once the
  // page has settled), and the remote configuration is asked for.
  appKit.addCleanup(
    whenIdle(() => {
      void store.adapters.discover()
      askForConfig()
    }),
  )
  // Another tab's connects, disconnects, account and network changes reach this one.
  if (typeof window !== 'undefined') {
    const { followOtherTab } = store.adapters
    window.addEventListener('storage', followOtherTab)
    appKit.addCleanup(() => window.removeEventListener('storage', followOtherTab))
  }
  appKit.addCleanup(() => appKit.plugins.teardownAll())
  checkProjectId(store)
  // Plugins load at once from the local flags: they never wait on the service. Its remote
  // configuration is applied when it arrives (asked again while the instance lives, if it does not
  // answer), and the plugin installer follows the flags it changes, loading and tearing down.
  // `ready` waits for both, the service no longer than a request's timeout, then for the plugins
  // the configuration turned on.
  const remoteConfig = new AbortController()
  appKit.addCleanup(() => {
    remoteConfig.abort()
    askForConfig()
  })
  const startedAt = Date.now()
  if (!service || plugins.length > 0 || typeof window === 'undefined') askForConfig()
  // The client's code, not the service: plugins set up after it, to find it in their context.
  const loaded = configAsked.then(() => (remoteConfig.signal.aborted ? undefined : service?.()))
  const projectConfig = loaded.then((ready) => ready?.runtime.loadProjectConfig(store, ready.client, { signal: remoteConfig.signal, startedAt }))
  const pluginsLoaded = loaded.catch(() => undefined).then(() => appKit.plugins.loadEnabled(plugins))
  const setupFailed = (error: unknown) => {
    logger.error('setting up failed', error)
    void telemetry.sendError(error, 'SETUP_FAILED')
  }
  appKit.ready = Promise.all([projectConfig.catch(setupFailed), pluginsLoaded.catch(setupFailed)])
    .then(() => appKit.plugins.settled())
    .catch(setupFailed)
    .finally(store.modal.setInitialized)
  // Stored connections sync in the background (SPEC §4); with none stored nothing loads. A host
  // that turned reconnecting off (AppKit's enableReconnect: false) starts disconnected.
  if (options.enableReconnect === false) {
    // Nothing has loaded yet, so there is no wallet to tell: only the stored state to clear, at once.
    const { connections } = store
    runInAction(() => {
      for (const [namespace, connection] of [...connections.byNamespace]) if (connection.status !== 'disconnected') connections.setDisconnected(namespace)
    })
  }
  else store.adapters.reconnect().catch((error: unknown) => logger.error('reconnecting failed', error))
  return appKit
}
