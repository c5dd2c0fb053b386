import { fileURLToPath } from 'node:url'
import { createAppKit } from '@portico/kernel'
import { describe, expect, it } from 'vitest'
// By path until the workspace links @portico/plugin-example (npm install).
import { example } from '../../../plugins/example/src/index.ts'
import { foreignPluginImports, internalKernelImports, pluginContract } from './pluginContract.ts'

const sourceDirectory = fileURLToPath(new URL('../../../plugins/example/src', import.meta.url))

pluginContract('example', { create: () => example(), sourceDirectory, packageName: '@portico/plugin-example' })
pluginContract('example with a feature', { create: () => example({ feature: 'swaps' }), sourceDirectory, packageName: '@portico/plugin-example' })

const networks = [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }]

describe('the example plugin', () => {
  it('registers one titled view, one account tab, one wallet feature and its messages', async () => {
    const appKit = createAppKit({ projectId: 'p', networks, plugins: [example()] })
    await appKit.ready
    const { registry, i18n, router } = appKit.store
    expect(registry.views.get('Example')?.title).toBe('example.title')
    expect(i18n.t('example.title')).toBe('Example')
    expect(registry.accountTabs.map((tab) => tab.id)).toContain('example')
    expect(registry.walletFeatures).toContainEqual({ id: 'example', label: 'example.walletFeature', view: 'Example', icon: 'wallet' })
    // The plugin's RouteRegistry augmentation lets the router take its view.
    router.push('Example')
    expect(router.view).toBe('Example')
    appKit.destroy()
  })
})

/** A plugin's src/ folder in a fresh temporary plugins/ folder, with `files` (name to source) in it. */
async function pluginSource(files: Record<string, string>): Promise<string> {
  const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs')
  const { join } = await import('node:path')
  const { tmpdir } = await import('node:os')
  const source = join(mkdtempSync(join(tmpdir(), 'plugins-')), 'mine', 'src')
  mkdirSync(source, { recursive: true })
  for (const [name, text] of Object.entries(files)) writeFileSync(join(source, name), text)
  return source
}

describe('foreignPluginImports', () => {
  it('finds an import of another plugin, by name or by path, and allows its own package', async () => {
    const source = await pluginSource({
      'a.ts': "import { x } from '@portico/plugin-email'\nimport { y } from '@portico/plugin-mine'\n",
      'b.tsx': "const load = () => import('../../swaps/src/setup.ts')\nimport './c.ts'\n",
    })
    expect(foreignPluginImports(source, '@portico/plugin-mine')).toEqual([
      `src${'/'}a.ts imports @portico/plugin-email`,
      `src${'/'}b.tsx imports ../../swaps/src/setup.ts`,
    ])
  })
})

describe('internalKernelImports', () => {
  it("finds an import of the UI package's kernel entry, and allows the public ones", async () => {
    const source = await pluginSource({
      'a.tsx': "import type { RootStore } from '@portico/kernel/internal'\nimport { formatBalance } from '@portico/kernel/extend'\nimport { usePluginContext } from '@portico/ui'\n",
    })
    expect(internalKernelImports(source)).toEqual([`src${'/'}a.tsx imports @portico/kernel/internal`])
  })
})
