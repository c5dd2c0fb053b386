import { runInAction } from 'mobx'
import { createAppKit } from '@portico/kernel'
import { balancesOf } from '@portico/kernel/internal'
import { registerCoreViews } from '../ui/src/coreViews.ts'
import type { AppKit, AppKitOptionsInput, ChainNamespace, RouteRegistry, ThemeMode, ViewId } from '@portico/kernel'
import { storyAdapter } from './storyAdapter.ts'
import type { StoryAdapterOptions } from './storyAdapter.ts'
import { storyNetworks } from './storyNetworks.ts'
import { storyEmbeddedAdapter } from './storyEmbeddedAdapter.ts'
import type { StoryEmbeddedOptions } from './storyEmbeddedAdapter.ts'
import { storyPairingAdapter } from './storyPairingAdapter.ts'
import type { StoryPairing } from './storyPairingAdapter.ts'
import { storyWalletRegistry } from './storyWalletRegistry.ts'
import type { StoryRegistryBehaviour } from './storyWalletRegistry.ts'

/** Options of `storyKit`: which story adapters, how the registry answers, and options over the defaults. */
export interface StoryKitOptions {
  themeMode?: ThemeMode
  /** One story adapter per entry; default a single eip155 adapter on the happy path. */
  adapters?: StoryAdapterOptions[]
  /** A WalletConnect-like connector adapter that pairs as told; default none. */
  pairing?: StoryPairing
  /** An embedded-wallet connector adapter (AUTH) answering the e-mail steps as told; default none. */
  embedded?: StoryEmbeddedOptions
  /** How the wallet registry answers; 'none' leaves the instance without one. Default fixed. */
  registry?: StoryRegistryBehaviour | 'none'
  /** `createAppKit` options over the story defaults (project id 'story', the story networks). */
  options?: Partial<AppKitOptionsInput>
}

/** A real Portico instance for a story, and the story's ways to put its stores into a state. */
export interface StoryKit {
  appKit: AppKit
  store: AppKit['store']
  /** Connects through a connector with the adapters' own flow; default the namespace's announced wallet. */
  connect(connectorId?: string): Promise<void>
  /** Fetches the active account's balances through the balances store and the adapter. */
  loadBalances(): Promise<void>
  /** Opens the modal on a view, as `open({ view })` does, without mounting a second modal. */
  open<V extends ViewId>(view: V, data?: RouteRegistry[V]): void
  /** Tears the instance down and forgets what it stored. */
  destroy(): void
}

const storagePrefix = '@portico/'

// Stories start from nothing stored: no recent wallet, connection or network from another story.
function forgetStoredState(): void {
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index))
  for (const key of keys) if (key?.startsWith(storagePrefix)) localStorage.removeItem(key)
}

/**
 * Builds a real instance for a story with `createAppKit`: the story networks, deterministic
 * story adapters (loaded before the first render) and an in-memory wallet registry, with the
 * core views' code loaded. Nothing touches the network.
 */
export async function storyKit(options: StoryKitOptions = {}): Promise<StoryKit> {
  forgetStoredState()
  const adapterOptions = options.adapters ?? [{}]
  const appKit = createAppKit({
    projectId: 'story',
    networks: storyNetworks,
    adapters: [
      ...adapterOptions.map((adapter) => storyAdapter(adapter)),
      ...(options.pairing ? [storyPairingAdapter(options.pairing)] : []),
      ...(options.embedded ? [storyEmbeddedAdapter(options.embedded)] : []),
    ],
    themeMode: options.themeMode ?? 'dark',
    ...options.options,
  })
  const { store } = appKit
  // The modal registers the kernel's views when it mounts; the story renders it in place instead.
  registerCoreViews(store.registry)
  // The story renders the modal in place: an open asked by the kernel or a plugin (SIWX, an
  // unsupported network) moves the story's modal instead of mounting a second one.
  appKit.open = async (openOptions = {}) => {
    runInAction(() => {
      if (openOptions.view) store.router.reset(openOptions.view, openOptions.data)
      else store.router.reset(store.connections.isConnected ? 'Account' : 'Connect')
      store.modal.setOpen(true)
    })
  }
  const registry = options.registry ?? 'fixed'
  runInAction(() => store.wallets.setRegistry(registry === 'none' ? undefined : storyWalletRegistry(registry)))
  await store.adapters.ensureLoaded()
  // The core views' code is fetched up front, as the modal's preload on idle does, so the
  // first render shows the view rather than its loading state (a story may register others).
  await Promise.allSettled([...store.registry.views.values(), ...store.registry.connectSections].map((part) => part.load()))
  // A registry that answers is read before the first render, so the story shows its final state.
  if (registry === 'fixed' || registry === 'empty') await store.wallets.fetchNextPage()
  const firstNamespace: ChainNamespace = adapterOptions[0]?.namespace ?? 'eip155'

  return {
    appKit,
    store,
    connect: (connectorId = `${firstNamespace}:announced`) => store.adapters.connect(connectorId),
    async loadBalances() {
      const namespace = store.connections.activeNamespace
      const address = store.connections.activeAddress
      const network = store.networks.active
      const chain = namespace ? store.adapters.chainAdapter(namespace) : undefined
      if (!address || !network || !chain?.getBalances) return
      const getBalances = chain.getBalances.bind(chain)
      await balancesOf(store).fetch(`${network.caipNetworkId}:${address}`, () => getBalances(address, network))
    },
    open(view, data) {
      runInAction(() => {
        store.router.reset(view, data)
        store.modal.setOpen(true)
      })
    },
    destroy() {
      appKit.destroy()
      forgetStoredState()
    },
  }
}
