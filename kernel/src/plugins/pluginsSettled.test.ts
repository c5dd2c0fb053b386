import { runInAction } from 'mobx'
import { describe, expect, it } from 'vitest'
import { Telemetry } from '../services/Telemetry.ts'
import type { RootStore } from '../RootStore.ts'
import { createTestRoot } from '../store/testing/createTestRoot.ts'
import type { PluginDefinition } from './PluginDefinition.ts'
import { loadPlugins } from './loadPlugins.ts'
import { teardownPlugins } from './teardownPlugins.ts'
import { pluginsSettled } from './pluginsSettled.ts'
import { PluginLoader } from './PluginLoader.ts'

/** A plugin whose code arrives when `arrive` is called; counts its setups. */
function gatedPlugin(id: string, feature: PluginDefinition['feature']) {
  let arrive: () => void = () => {}
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  const counts = { setups: 0 }
  const definition: PluginDefinition = {
    id,
    ...(feature ? { feature } : {}),
    load: async () => {
      await arrived
      return { setup: () => void (counts.setups += 1) }
    },
  }
  return { definition, counts, arrive: () => arrive() }
}

const loaderFor = (root: RootStore) =>
  new PluginLoader(root, { http: undefined, telemetry: new Telemetry({ projectId: 'p', sdkType: 'portico', sdkVersion: '1.7.7' }), open: async () => {} })

describe('pluginsSettled', () => {
  it('settles at once with nothing loading', async () => {
    await pluginsSettled(loaderFor(createTestRoot()))
  })

  it('waits for a plugin a feature flag turned on after loading started, and loads each plugin once', async () => {
    const root = createTestRoot()
    runInAction(() => (root.config.features = { ...root.config.features, email: false }))
    const loader = loaderFor(root)
    const send = gatedPlugin('send', undefined)
    const email = gatedPlugin('email', 'email')
    const first = loadPlugins(loader, [send.definition, email.definition])
    expect(loader.state('email')).toBe('disabled')
    // The flag turns on while send still loads (a remote configuration arriving).
    runInAction(() => (root.config.features = { ...root.config.features, email: true }))
    expect(loader.state('email')).toBe('loading')
    let settled = false
    const settling = pluginsSettled(loader).then(() => (settled = true))
    send.arrive()
    await first
    await Promise.resolve()
    expect(settled).toBe(false)
    email.arrive()
    await settling
    expect(loader.state('send')).toBe('ready')
    expect(loader.state('email')).toBe('ready')
    expect([send.counts.setups, email.counts.setups]).toEqual([1, 1])
    teardownPlugins(loader)
  })
})
