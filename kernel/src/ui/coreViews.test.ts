import { describe, expect, it } from 'vitest'
import { RegistryStore } from '../store/RegistryStore.ts'
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
      ['ApproveTransaction', 'view.ApproveTransaction.title'],
    ])
    expect(registry.connectSections.map(({ id, kind }) => ({ id, kind }))).toEqual([{ id: 'wallet', kind: 'wallet' }])
    const loaded = await Promise.all([...[...registry.views.values()].map((view) => view.load()), ...registry.connectSections.map((section) => section.load())])
    for (const module of loaded) expect(typeof module.default).toMatch(/function|object/)

    remove()
    expect(registry.views.size).toBe(0)
    expect(registry.connectSections).toEqual([])
  })
})
