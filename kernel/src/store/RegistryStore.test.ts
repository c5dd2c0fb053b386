import { describe, expect, it } from 'vitest'
import { RegistryStore } from './RegistryStore.ts'
import type { ViewRegistration, WalletFeature } from './RegistryStore.ts'

const component = () => null
const view = (title: string): ViewRegistration => ({ id: 'Shared', load: () => Promise.resolve({ default: component }), title })
const feature = (label: string): WalletFeature => ({ id: 'shared', label, view: 'Shared', icon: 'key' })

// Two plugins may register the same view and wallet feature (the e-mail and socials plugins both
// offer Export private key): turning either off must leave the other's.
describe('RegistryStore: two registrations of one id', () => {
  it('removing the later view brings back the earlier one; removing that too leaves none', () => {
    const registry = new RegistryStore()
    const first = view('first.title')
    const second = view('second.title')
    const removeFirst = registry.registerView(first)
    const removeSecond = registry.registerView(second)
    expect(registry.views.get('Shared')).toBe(second)
    removeSecond()
    expect(registry.views.get('Shared')).toBe(first)
    removeFirst()
    expect(registry.views.has('Shared')).toBe(false)
  })

  it('removing the earlier view keeps the later one, and removing the later one then leaves none', () => {
    const registry = new RegistryStore()
    const second = view('second.title')
    const removeFirst = registry.registerView(view('first.title'))
    const removeSecond = registry.registerView(second)
    removeFirst()
    expect(registry.views.get('Shared')).toBe(second)
    removeSecond()
    expect(registry.views.has('Shared')).toBe(false)
  })

  it('removing the later wallet feature brings back the earlier one in its place; removing that too leaves none', () => {
    const registry = new RegistryStore()
    const first = feature('first.label')
    const second = feature('second.label')
    const removeFirst = registry.addWalletFeature(first)
    registry.addWalletFeature({ ...feature('other.label'), id: 'other' })
    const removeSecond = registry.addWalletFeature(second)
    expect(registry.walletFeatures.map(({ id, label }) => [id, label])).toEqual([['other', 'other.label'], ['shared', 'second.label']])
    removeSecond()
    expect(registry.walletFeatures.map(({ id, label }) => [id, label])).toEqual([['other', 'other.label'], ['shared', 'first.label']])
    removeFirst()
    expect(registry.walletFeatures.map(({ id }) => id)).toEqual(['other'])
  })

  it('removing the earlier wallet feature keeps the later one', () => {
    const registry = new RegistryStore()
    const second = feature('second.label')
    const removeFirst = registry.addWalletFeature(feature('first.label'))
    const removeSecond = registry.addWalletFeature(second)
    removeFirst()
    expect(registry.walletFeatures).toEqual([second])
    removeSecond()
    expect(registry.walletFeatures).toEqual([])
  })
})
