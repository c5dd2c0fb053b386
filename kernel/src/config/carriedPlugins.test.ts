import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../AppKit.ts'
import { decodeOptions } from './decodeOptions.ts'
import { createAppKit } from '../createAppKit.ts'
import { carriedPlugins } from './carriedPlugins.ts'
import { carryPlugin } from '../plugins/carryPlugin.ts'
import type { PluginDefinition } from '../plugins/PluginDefinition.ts'

const networks = [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }]

/** A plugin whose setup counts its runs. */
function countingPlugin(id = 'counted') {
  const setups: string[] = []
  const plugin: PluginDefinition = { id, load: async () => ({ setup: () => void setups.push(id) }) }
  return { plugin, setups }
}

const running: AppKit[] = []
afterEach(() => {
  for (const appKit of running.splice(0)) appKit.destroy()
})

async function started(options: Record<string, unknown>): Promise<AppKit> {
  const appKit = createAppKit({ projectId: 'carried', networks, ...options })
  running.push(appKit)
  await appKit.ready
  return appKit
}

describe('plugins carried by option values', () => {
  it('loads the plugin an option value carries, without it being listed', async () => {
    const { plugin, setups } = countingPlugin()
    const appKit = await started({ siwx: carryPlugin({ createMessage: () => undefined }, plugin) })
    expect(setups).toEqual(['counted'])
    expect(appKit.plugins.state('counted')).toBe('ready')
  })

  it('loads it once when the host lists a plugin with the same id too (the listed one wins), and once when two values carry it', async () => {
    const carried = countingPlugin()
    const listed = countingPlugin()
    await started({ plugins: [listed.plugin], siweConfig: carryPlugin({}, carried.plugin) })
    expect([listed.setups, carried.setups]).toEqual([['counted'], []])
    const twice = countingPlugin()
    await started({ siwx: carryPlugin({}, twice.plugin), universalProvider: carryPlugin({}, twice.plugin) })
    expect(twice.setups).toEqual(['counted'])
  })

  it('adds carried plugins after the listed ones when options are decoded; values carrying none add nothing', () => {
    const listed = countingPlugin('listed').plugin
    const carried = countingPlugin('carried').plugin
    expect(decodeOptions({ networks, plugins: [listed], siwx: carryPlugin({}, carried) }).options.plugins).toEqual([listed, carried])
    expect(decodeOptions({ networks, siwx: {} }).options.plugins).toBeUndefined()
  })

  it('keeps the carried plugin out of sight: not enumerable, not copied by a spread, and the value is the same object', () => {
    const value = { a: 1 }
    const { plugin } = countingPlugin()
    expect(carryPlugin(value, plugin)).toBe(value)
    expect(Object.keys(value)).toEqual(['a'])
    expect(JSON.stringify(value)).toBe('{"a":1}')
    // @ts-expect-error: a plugin without load, which the types refuse too
    const noLoad = carryPlugin({}, { id: 'no load' })
    expect(carriedPlugins([{ ...value }, value, null, 'text', noLoad])).toEqual([plugin])
  })

  it('warns in development when a siwx or siweConfig value brings no plugin and none is listed', async () => {
    const { warnNoEffectOptions } = await import('../config/warnNoEffectOptions.ts')
    const warn = vi.fn<(message: string) => void>()
    const run = (input: Record<string, unknown>) => warnNoEffectOptions(decodeOptions({ networks, ...input }).options, { development: true, warn, warned: new Set() })
    expect(run({ siweConfig: {} })).toEqual(['siweConfig'])
    expect(warn.mock.calls[0]?.[0]).toMatch(/^The createAppKit option `siweConfig` has no effect yet: no sign-in plugin is loaded: list siwxPlugin\(\) of @portico\/plugin-siwx/)
    expect(run({ siwx: {} })).toEqual(['siwx'])
    expect(run({ siwx: carryPlugin({}, countingPlugin('siwx').plugin) })).toEqual([])
    expect(run({ siweConfig: {}, plugins: [countingPlugin('siwx').plugin] })).toEqual([])
  })
})
