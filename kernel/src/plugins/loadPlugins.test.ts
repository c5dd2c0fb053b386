import { runInAction } from 'mobx'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeChainAdapter } from '../adapters/testing/fakeChainAdapter.ts'
import type { Features } from '../config/Features.ts'
import { Telemetry } from '../services/Telemetry.ts'
import type { RootStore } from '../RootStore.ts'
import { createTestRoot } from '../store/testing/createTestRoot.ts'
import type { PluginContext } from './PluginContext.ts'
import type { PluginDefinition } from './PluginDefinition.ts'
import { loadPlugins } from './loadPlugins.ts'
import { teardownPlugins } from './teardownPlugins.ts'
import { teardownPlugin } from './teardownPlugin.ts'
import { PluginLoader } from './PluginLoader.ts'

const lazyView = async () => ({ default: () => null })

// The store the kernel's own tests attach, declared as a plugin declares its own.
declare module '@portico/kernel/extend' {
  interface PluginStoreRegistry {
    kernelTest: { plugin: string }
  }
}

/** A plugin that registers one of everything and records its setups. */
function plugin(id: string, extra: Partial<PluginDefinition> = {}, onSetup: (context: PluginContext) => void = () => {}) {
  const setups: PluginContext[] = []
  const returnedTeardown = vi.fn()
  const definition: PluginDefinition = {
    id,
    load: async () => ({
      setup: (context) => {
        setups.push(context)
        context.registerView(`${id}View`, lazyView, { title: `${id}.title` })
        context.addConnectSection({ id: `${id}-section`, kind: 'email', load: lazyView })
        context.addAccountTab({ id: `${id}-tab`, label: `${id}.tab`, order: 1, load: lazyView })
        context.addWalletFeature({ id: `${id}-feature`, label: `${id}.feature`, view: `${id}View`, icon: 'send' })
        if (id === 'kernelTest') context.attach('kernelTest', { plugin: id })
        onSetup(context)
        return returnedTeardown
      },
    }),
    ...extra,
  }
  return { definition, setups, returnedTeardown }
}

function loaderFor(root: RootStore) {
  const telemetry = new Telemetry({ projectId: 'p', sdkType: 'portico', sdkVersion: '1.7.7' })
  const sendError = vi.spyOn(telemetry, 'sendError')
  return { loader: new PluginLoader(root, { http: undefined, telemetry, open: async () => {} }), sendError }
}

function setFeatures(root: RootStore, features: Partial<Features>): void {
  runInAction(() => {
    root.config.features = { ...root.config.features, ...features }
  })
}

let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('loadPlugins: which plugins load', () => {
  it('loads a plugin without a feature, and one whose feature is on; not one whose feature is off', async () => {
    const root = createTestRoot({ features: { swaps: false } })
    const always = plugin('always')
    const email = plugin('email', { feature: 'email' })
    const swaps = plugin('swaps', { feature: 'swaps' })
    const { loader } = loaderFor(root)
    await loadPlugins(loader, [always.definition, email.definition, swaps.definition])
    expect(always.setups).toHaveLength(1)
    expect(email.setups).toHaveLength(1)
    expect(swaps.setups).toHaveLength(0)
    expect(loader.state('always')).toBe('ready')
    expect(loader.state('swaps')).toBe('disabled')
    expect(loader.state('unknown')).toBeUndefined()
  })

  it('treats an empty socials list as off and a non-empty one as on', async () => {
    const off = createTestRoot({ features: { socials: [] } })
    const socialsOff = plugin('socials', { feature: 'socials' })
    await loadPlugins(loaderFor(off).loader, [socialsOff.definition])
    expect(socialsOff.setups).toHaveLength(0)
    const on = createTestRoot({ features: { socials: ['google'] } })
    const socialsOn = plugin('socials', { feature: 'socials' })
    await loadPlugins(loaderFor(on).loader, [socialsOn.definition])
    expect(socialsOn.setups).toHaveLength(1)
  })

  it('does not even import a disabled plugin', async () => {
    const root = createTestRoot({ features: { onramp: false } })
    const load = vi.fn(async () => ({ setup: () => {} }))
    await loadPlugins(loaderFor(root).loader, [{ id: 'onramp', feature: 'onramp', load }])
    expect(load).not.toHaveBeenCalled()
  })

  it('loads a plugin only when some adapter offers each capability it requires', async () => {
    const evm = fakeChainAdapter({ capabilities: ['eip155:switchChain'] })
    const root = createTestRoot({ adapters: [evm.definition] })
    const needsSwitch = plugin('switcher', { requires: { capabilities: ['eip155:switchChain'] } })
    const needsSolana = plugin('solanaOnly', { requires: { capabilities: ['solana:signTransaction'] } })
    const { loader } = loaderFor(root)
    await loadPlugins(loader, [needsSwitch.definition, needsSolana.definition])
    expect(needsSwitch.setups).toHaveLength(1)
    expect(needsSolana.setups).toHaveLength(0)
    expect(loader.state('solanaOnly')).toBe('unsupported')
  })
})

describe('loadPlugins: failures', () => {
  it('reports a failing plugin (console and telemetry) and sets the others up', async () => {
    const root = createTestRoot()
    const good = plugin('good')
    const broken: PluginDefinition = { id: 'broken', load: () => Promise.reject(new Error('chunk 404')) }
    const { loader, sendError } = loaderFor(root)
    await loadPlugins(loader, [broken, good.definition])
    expect(loader.state('broken')).toBe('failed')
    expect(loader.state('good')).toBe('ready')
    expect(consoleError).toHaveBeenCalledWith('[Portico] plugin "broken" failed to load', expect.any(Error))
    expect(sendError).toHaveBeenCalledWith(expect.any(Error), 'PLUGIN_LOAD_FAILED')
  })

  it('undoes what a setup registered before it threw', async () => {
    const root = createTestRoot()
    const throwing = plugin('throwing', {}, () => {
      throw new Error('setup broke')
    })
    const { loader } = loaderFor(root)
    await loadPlugins(loader, [throwing.definition])
    expect(loader.state('throwing')).toBe('failed')
    expect(root.registry.views.size).toBe(0)
    expect(root.registry.connectSections).toEqual([])
    expect(root.plugins.has('throwing')).toBe(false)
  })

  it('fails a module without a setup function', async () => {
    const root = createTestRoot()
    const { loader } = loaderFor(root)
    await loadPlugins(loader, [{ id: 'empty', load: async () => ({}) as never }])
    expect(loader.state('empty')).toBe('failed')
  })
})

describe('loadPlugins: context and teardown', () => {
  it('registers through the context and teardown removes everything, the returned teardown included', async () => {
    const root = createTestRoot()
    const onTeardown = vi.fn()
    const email = plugin('kernelTest', {}, (context) => context.onTeardown(onTeardown))
    const { loader } = loaderFor(root)
    await loadPlugins(loader, [email.definition])
    const context = email.setups[0]!
    expect(context.id).toBe('kernelTest')
    expect(context.options).toBe(root.config.options)
    expect(context.features).toEqual(root.config.features)
    expect(context.connections).toBe(root.connections)
    expect(() => context.attach('kernelTest', { plugin: 'again' })).toThrow('A store is already attached as "kernelTest"')
    expect(context.router).toBe(root.router)
    expect(context.snack).toBe(root.snack)
    expect(context.storage).toBe(root.storage)
    expect(context.events).toBe(root.events)
    expect(context.capabilities.has('eip155:signMessage')).toBe(false)
    expect(root.registry.views.get('kernelTestView')).toMatchObject({ id: 'kernelTestView', title: 'kernelTest.title' })
    expect(root.registry.connectSections.map((section) => section.id)).toEqual(['kernelTest-section'])
    expect(root.registry.accountTabs.map((tab) => tab.id)).toEqual(['kernelTest-tab'])
    expect(root.registry.walletFeatures.map((feature) => feature.id)).toEqual(['kernelTest-feature'])
    expect(root.plugins.get('kernelTest')).toEqual({ plugin: 'kernelTest' })

    teardownPlugin(loader, 'kernelTest')
    expect(root.registry.views.size).toBe(0)
    expect(root.registry.connectSections).toEqual([])
    expect(root.registry.accountTabs).toEqual([])
    expect(root.registry.walletFeatures).toEqual([])
    expect(root.plugins.has('kernelTest')).toBe(false)
    expect(onTeardown).toHaveBeenCalledTimes(1)
    expect(email.returnedTeardown).toHaveBeenCalledTimes(1)
    expect(loader.state('kernelTest')).toBe('disabled')
  })

  it('a plugin attaches its store only under its own id', async () => {
    const root = createTestRoot()
    const other = plugin('other', {}, (context) => context.attach('kernelTest', { plugin: 'other' }))
    const { loader } = loaderFor(root)
    await loadPlugins(loader, [other.definition])
    expect(loader.state('other')).toBe('failed')
    expect(root.plugins.has('kernelTest')).toBe(false)
  })

  it('close guards and the pairing authenticator a plugin sets are removed on teardown', async () => {
    const root = createTestRoot()
    const guarded = plugin('guarded', {}, (context) => {
      context.modal.addCloseGuard(() => false)
      context.adapters.setAuthenticator(async () => undefined)
    })
    const { loader } = loaderFor(root)
    await loadPlugins(loader, [guarded.definition])
    expect(root.modal.canClose).toBe(false)
    expect(root.adapters.authenticator).toBeDefined()
    teardownPlugin(loader, 'guarded')
    expect(root.modal.canClose).toBe(true)
    expect(root.adapters.authenticator).toBeUndefined()
  })

  it('keeps the context each setup received for its views, the same object, and the active locale in it', async () => {
    const root = createTestRoot()
    const viewed = plugin('viewed')
    const { loader } = loaderFor(root)
    expect(loader.contexts.get('viewed')).toBeUndefined()
    await loadPlugins(loader, [viewed.definition, plugin('other').definition])
    expect(loader.contexts.get('viewed')).toBe(viewed.setups[0])
    expect(loader.contexts.get('other')).not.toBe(viewed.setups[0])
    expect(loader.contexts.get('unlisted')).toBeUndefined()
    runInAction(() => root.i18n.setLocale('fr'))
    expect(loader.contexts.get('viewed')?.locale).toBe('fr')
    // A view still on screen while its plugin leaves reads what it read before.
    teardownPlugin(loader, 'viewed')
    expect(loader.contexts.get('viewed')).toBe(viewed.setups[0])
  })

  it('translates with the kernel catalogue plus the messages a plugin adds', async () => {
    const root = createTestRoot()
    const withMessages = plugin('hello', {}, (context) => context.addMessages({ 'hello.greeting': 'Hello {name}' }))
    await loadPlugins(loaderFor(root).loader, [withMessages.definition])
    expect(withMessages.setups[0]!.t('hello.greeting', { name: 'Ada' })).toBe('Hello Ada')
  })

  it('teardownPlugins tears every plugin down and stops following the flags', async () => {
    const root = createTestRoot()
    const one = plugin('one', { feature: 'swaps' })
    const two = plugin('two')
    const { loader } = loaderFor(root)
    await loadPlugins(loader, [one.definition, two.definition])
    teardownPlugins(loader)
    expect(one.returnedTeardown).toHaveBeenCalledTimes(1)
    expect(two.returnedTeardown).toHaveBeenCalledTimes(1)
    expect(root.registry.views.size).toBe(0)
    setFeatures(root, { swaps: false })
    setFeatures(root, { swaps: true })
    expect(one.setups).toHaveLength(1)
  })
})

describe('loadPlugins: features changing later (remote configuration)', () => {
  it('tears a plugin down when its feature turns off, and loads it again when it turns on', async () => {
    const root = createTestRoot()
    const swaps = plugin('swaps', { feature: 'swaps' })
    const { loader } = loaderFor(root)
    await loadPlugins(loader, [swaps.definition])
    setFeatures(root, { swaps: false })
    expect(swaps.returnedTeardown).toHaveBeenCalledTimes(1)
    expect(root.registry.views.size).toBe(0)
    expect(loader.state('swaps')).toBe('disabled')
    setFeatures(root, { swaps: true })
    await vi.waitFor(() => expect(loader.state('swaps')).toBe('ready'))
    expect(swaps.setups).toHaveLength(2)
    expect(root.registry.views.has('swapsView')).toBe(true)
  })

  it('undoes a setup that finishes after its feature turned off', async () => {
    const root = createTestRoot()
    let finishLoad: () => void = () => {}
    const swaps = plugin('swaps', { feature: 'swaps' })
    const slow: PluginDefinition = {
      ...swaps.definition,
      load: async () => {
        await new Promise<void>((resolve) => (finishLoad = resolve))
        return swaps.definition.load()
      },
    }
    const { loader } = loaderFor(root)
    const loading = loadPlugins(loader, [slow])
    expect(loader.state('swaps')).toBe('loading')
    setFeatures(root, { swaps: false })
    finishLoad()
    await loading
    expect(swaps.setups).toHaveLength(0)
    expect(root.registry.views.size).toBe(0)
    expect(loader.state('swaps')).toBe('disabled')
  })

  it('never asks for the body of a plugin turned off while the adapters it requires were loading', async () => {
    const evm = fakeChainAdapter({ capabilities: ['eip155:switchChain'] })
    const root = createTestRoot({ adapters: [evm.definition] })
    const load = vi.fn(async () => ({ setup: () => {} }))
    const { loader } = loaderFor(root)
    const loading = loadPlugins(loader, [{ id: 'swaps', feature: 'swaps', requires: { capabilities: ['eip155:switchChain'] }, load }])
    setFeatures(root, { swaps: false })
    await loading
    expect(load).not.toHaveBeenCalled()
    expect(loader.state('swaps')).toBe('disabled')
  })

  it('undoes registrations an async setup makes after the plugin was torn down', async () => {
    const root = createTestRoot()
    let finishSetup: () => void = () => {}
    const slowSetup: PluginDefinition = {
      id: 'slow',
      feature: 'activity',
      load: async () => ({
        setup: async (context) => {
          context.registerView('EarlyView', lazyView, { title: 'early' })
          await new Promise<void>((resolve) => (finishSetup = resolve))
          context.registerView('LateView', lazyView, { title: 'late' })
        },
      }),
    }
    const { loader } = loaderFor(root)
    const loading = loadPlugins(loader, [slowSetup])
    await vi.waitFor(() => expect(root.registry.views.has('EarlyView')).toBe(true))
    setFeatures(root, { activity: false })
    expect(root.registry.views.has('EarlyView')).toBe(false)
    finishSetup()
    await loading
    expect(root.registry.views.size).toBe(0)
    expect(loader.state('slow')).toBe('disabled')
  })
})
