import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { createAppKit } from '@portico/kernel'
import type { AppKit, PluginDefinition } from '@portico/kernel'
import { describe, expect, it } from 'vitest'

/** What the plugin contract needs to know about a plugin. */
export interface PluginContractOptions {
  /** Calls the plugin's factory, such as `() => example()`. */
  create: () => PluginDefinition
  /** The folder of the plugin's source files, searched for imports of other plugins. */
  sourceDirectory: string
  /** The plugin's own package name, which its files may import. */
  packageName: string
}

const networks = [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }]
const allFeatures = { email: true, socials: ['google' as const], swaps: true, onramp: true, activity: true, reownBranding: true, receive: true, send: true }

/** What the registry and the attached stores hold, as comparable text. */
function snapshot(store: AppKit['store']): string {
  const { registry } = store
  return JSON.stringify({
    views: [...registry.views.keys()].sort(),
    connectSections: registry.connectSections.map((section) => section.id),
    accountTabs: registry.accountTabs.map((tab) => tab.id),
    walletFeatures: registry.walletFeatures.map((feature) => feature.id),
    plugins: store.plugins.ids().sort(),
    canClose: store.modal.canClose,
  })
}

async function setUp(definition: PluginDefinition): Promise<{ appKit: AppKit; before: string }> {
  const { feature } = definition
  const features = feature && !(feature in allFeatures) ? { ...allFeatures, [feature]: true } : allFeatures
  const appKit = createAppKit({ projectId: 'contract', networks, features, plugins: [definition] })
  // Plugins load after the (absent) remote configuration: nothing of theirs is there yet.
  const before = snapshot(appKit.store)
  await appKit.ready
  return { appKit, before }
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path)
    return /\.(ts|tsx|js|jsx|mjs)$/.test(name) ? [path] : []
  })
}

/** Every module specifier a source file imports or re-exports, statically or with `import()`. */
function importedSpecifiers(source: string): string[] {
  const patterns = [/\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g, /\bimport\s+['"]([^'"]+)['"]/g, /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g]
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] ?? ''))
}

/** A plugin's imports that `refused` (given the specifier and the file importing it) refuses, as readable lines. */
function refusedImports(sourceDirectory: string, refused: (specifier: string, file: string) => boolean): string[] {
  const packageRoot = resolve(sourceDirectory, '..')
  return sourceFiles(sourceDirectory).flatMap((file) =>
    importedSpecifiers(readFileSync(file, 'utf8'))
      .filter((specifier) => refused(specifier, file))
      .map((specifier) => `${relative(packageRoot, file)} imports ${specifier}`),
  )
}

/** The imports of a plugin's files that reach another plugin, as readable lines. */
export function foreignPluginImports(sourceDirectory: string, packageName: string): string[] {
  const packageRoot = resolve(sourceDirectory, '..')
  const pluginsRoot = resolve(packageRoot, '..')
  return refusedImports(sourceDirectory, (specifier, file) => {
    const named = /^@portico\/plugin-[^/]+/.exec(specifier)?.[0]
    const target = specifier.startsWith('.') ? resolve(dirname(file), specifier) : undefined
    const intoOtherPlugin = target !== undefined && target.startsWith(pluginsRoot + sep) && !target.startsWith(packageRoot + sep)
    return (named !== undefined && named !== packageName) || intoOtherPlugin
  })
}

/**
 * The imports of a plugin's files that reach past the kernel's public entries into
 * `@portico/kernel/internal`, the UI package's entry (the root store and the modal's internals):
 * a plugin's setup reads the kernel through its context, its views through `usePluginContext`.
 */
export function internalKernelImports(sourceDirectory: string): string[] {
  return refusedImports(sourceDirectory, (specifier) => specifier === '@portico/kernel/internal')
}

/** Registers the plugin contract's tests for one plugin: every plugin must pass them. */
export function pluginContract(name: string, options: PluginContractOptions): void {
  describe(`plugin contract: ${name}`, () => {
    it('its factory returns a plain object, not a class instance, with an id, an optional feature and load', () => {
      const definition = options.create()
      expect(typeof definition).toBe('object')
      expect(Object.getPrototypeOf(definition)).toBe(Object.prototype)
      expect(typeof definition.id).toBe('string')
      expect(definition.id.length).toBeGreaterThan(0)
      if (definition.feature !== undefined) expect(typeof definition.feature).toBe('string')
      for (const capability of definition.requires?.capabilities ?? []) expect(capability).toMatch(/^(eip155|solana|bip122|polkadot):\w+/)
      expect(typeof definition.load).toBe('function')
      expect(options.create()).not.toBe(definition)
    })

    it('load() resolves a module with a setup function', async () => {
      const module = await options.create().load()
      expect(typeof module.setup).toBe('function')
    })

    it('sets up through the kernel and its views, tabs, sections and features load and have messages', async () => {
      const { appKit, before } = await setUp(options.create())
      const { registry, i18n } = appKit.store
      expect(appKit.plugins.state(options.create().id)).toBe('ready')
      expect(snapshot(appKit.store)).not.toBe(before)
      const translated = (key: string) => expect(i18n.t(key), `message "${key}"`).not.toBe(key)
      // The kernel's own views bring their messages with the modal; check the plugin's.
      const kernelViews = new Set((JSON.parse(before) as { views: string[] }).views)
      for (const view of [...registry.views.values()].filter((registration) => !kernelViews.has(registration.id))) {
        // A title read from state (a result's) is checked as the view first shows it.
        translated(typeof view.title === 'function' ? view.title() : view.title)
        const { default: component } = await view.load()
        expect(['function', 'object']).toContain(typeof component)
      }
      const kernelTabs = new Set((JSON.parse(before) as { accountTabs: string[] }).accountTabs)
      for (const tab of registry.accountTabs.filter((registration) => !kernelTabs.has(registration.id))) {
        translated(tab.label)
        expect(['function', 'object']).toContain(typeof (await tab.load()).default)
      }
      for (const section of registry.connectSections) expect(['function', 'object']).toContain(typeof (await section.load()).default)
      for (const feature of registry.walletFeatures) {
        translated(feature.label)
        expect(registry.views.has(feature.view), `wallet feature "${feature.id}" opens a registered view`).toBe(true)
      }
      appKit.destroy()
    })

    it('registers through its context only: teardown removes everything it added', async () => {
      const { appKit, before } = await setUp(options.create())
      appKit.plugins.teardown(options.create().id)
      expect(snapshot(appKit.store)).toBe(before)
      appKit.destroy()
    })

    it('keeps no state between instances: a second instance sets it up again', async () => {
      const first = await setUp(options.create())
      const second = await setUp(options.create())
      expect(second.appKit.plugins.state(options.create().id)).toBe('ready')
      expect(snapshot(second.appKit.store)).toBe(snapshot(first.appKit.store))
      first.appKit.destroy()
      expect(snapshot(first.appKit.store)).toBe(first.before)
      expect(snapshot(second.appKit.store)).not.toBe(second.before)
      second.appKit.destroy()
    })

    if (options.create().feature !== undefined) {
      it('does not load while its feature is off', async () => {
        const definition = options.create()
        let loaded = false
        const watched: PluginDefinition = { ...definition, load: () => ((loaded = true), definition.load()) }
        const appKit = createAppKit({ projectId: 'contract', networks, features: { [definition.feature as string]: false }, plugins: [watched] })
        await appKit.ready
        expect(loaded).toBe(false)
        appKit.destroy()
      })
    }

    it('never imports another plugin', () => {
      expect(sourceFiles(options.sourceDirectory).length).toBeGreaterThan(0)
      expect(foreignPluginImports(options.sourceDirectory, options.packageName)).toEqual([])
    })

    it("reaches the kernel through its public entries, never the UI package's @portico/kernel/internal", () => {
      expect(internalKernelImports(options.sourceDirectory)).toEqual([])
    })
  })
}
