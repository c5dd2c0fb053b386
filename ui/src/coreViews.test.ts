import { describe, expect, it } from 'vitest'
import { RegistryStore } from '../../kernel/src/store/RegistryStore.ts'
import { registerCoreViews } from './coreViews.ts'

describe('registerCoreViews', () => {
  it('registers the core views with their title keys and the wallet section, each loading a component', async () => {
    const registry = new RegistryStore()
    const remove = registerCoreViews(registry)
    expect([...registry.views.values()].map(({ id, title }) => [id, title])).toEqual([
      ['Connect', 'view.Connect.title'],
      ['Account', 'view.Account.title'],
      ['Networks', 'view.Networks.title'],
      ['UnsupportedChain', 'view.UnsupportedChain.title'],
      ['AllWallets', 'view.AllWallets.title'],
      ['ConnectingExternal', 'view.ConnectingExternal.title'],
      ['ConnectingWalletConnect', 'view.ConnectingWalletConnect.title'],
      ['WhatIsAWallet', 'view.WhatIsAWallet.title'],
      ['ApproveTransaction', 'view.ApproveTransaction.title'],
      ['Profile', 'view.Profile.title'],
    ])
    expect(registry.connectSections.map(({ id, kind }) => ({ id, kind }))).toEqual([{ id: 'wallet', kind: 'wallet' }])
    const loaded = await Promise.all([...[...registry.views.values()].map((view) => view.load()), ...registry.connectSections.map((section) => section.load())])
    for (const module of loaded) expect(typeof module.default).toMatch(/function|object/)

    remove()
    expect(registry.views.size).toBe(0)
    expect(registry.connectSections).toEqual([])
  })
  it('leaves a view, section or tab a plugin registered under the same id, and removes only its own', async () => {
    const registry = new RegistryStore()
    const PluginPart = () => null
    const pluginConnect = { id: 'Connect', title: 'plugin.connect', load: async () => ({ default: PluginPart }) }
    const pluginSection = { id: 'wallet', kind: 'wallet' as const, load: async () => ({ default: PluginPart }) }
    registry.registerView(pluginConnect)
    registry.addConnectSection(pluginSection)
    const remove = registerCoreViews(registry)
    expect(registry.views.get('Connect')?.title).toBe('plugin.connect')
    expect((await registry.connectSections[0]?.load())?.default).toBe(PluginPart)
    expect(registry.connectSections).toHaveLength(1)
    expect(registry.views.get('Networks')?.title).toBe('view.Networks.title')
    remove()
    expect([...registry.views.keys()]).toEqual(['Connect'])
    expect(registry.connectSections.map((section) => section.id)).toEqual(['wallet'])
  })
})
