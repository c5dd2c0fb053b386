import { autorun } from 'mobx'
import { describe, expect, it } from 'vitest'
import { completeOrder } from '../config/completeOrder.ts'
import { connectMethodOrder } from '../config/connectMethodOrder.ts'
import { connectorTypeOrder } from '../config/connectorTypeOrder.ts'
import { decodeOptions } from '../config/decodeOptions.ts'
import { mergeRemoteFeatures } from '../config/mergeRemoteFeatures.ts'
import type { RemoteFeatureFlags } from '../config/remoteFeatureFlags.ts'
import { walletFeaturesOrder } from '../config/walletFeaturesOrder.ts'
import { ConfigStore } from './ConfigStore.ts'

const mainnet = { id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }

function storeWith(extra: Record<string, unknown> = {}): ConfigStore {
  const { options, features } = decodeOptions({ networks: [mainnet], ...extra })
  return new ConfigStore(options, features)
}

/** What loading the remote configuration does with its flags: merges them and sets the result; returns the overridden keys. */
function applyRemoteFeatures(store: ConfigStore, remote: RemoteFeatureFlags) {
  const { features, overridden } = mergeRemoteFeatures(store, remote)
  store.setRemoteFeatures(features)
  return overridden
}

describe('ConfigStore', () => {
  it('holds the decoded options and the merged features, remote status idle', () => {
    const store = storeWith({ projectId: 'demo', features: { swaps: false } })
    expect(store.options.projectId).toBe('demo')
    expect(store.features.swaps).toBe(false)
    expect(store.features.onramp).toBe(true)
    expect(store.remoteStatus).toBe('idle')
  })

  it('gives the project id, blank meaning none', () => {
    expect(storeWith({ projectId: ' demo ' }).projectId).toBe('demo')
    expect(storeWith({ projectId: '' }).projectId).toBeUndefined()
    expect(storeWith().projectId).toBeUndefined()
  })

  // The orders the modal reads from the merged features (ConnectView, WalletFeaturesRow, walletEntries).
  it('orders the Connect view by SPEC §2, or by the host\'s connectMethodsOrder', () => {
    const connectOrder = (store: ConfigStore, walletShown: boolean) => connectMethodOrder(walletShown, store.features.connectMethodsOrder)
    expect(connectOrder(storeWith(), false)).toEqual(['email', 'social', 'wallet'])
    expect(connectOrder(storeWith(), true)).toEqual(['wallet', 'email', 'social'])
    expect(connectOrder(storeWith({ features: { connectMethodsOrder: ['social', 'email', 'wallet'] } }), true)).toEqual([
      'social',
      'email',
      'wallet',
    ])
  })

  it('orders wallet features and connector types by SPEC §9, or by the host', () => {
    const featuresOrder = (store: ConfigStore) => completeOrder(store.features.walletFeaturesOrder, walletFeaturesOrder)
    const typesOrder = (store: ConfigStore) => completeOrder(store.features.connectorTypeOrder, connectorTypeOrder)
    expect(featuresOrder(storeWith())).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(featuresOrder(storeWith({ features: { walletFeaturesOrder: ['send'] } }))).toEqual(['send', 'onramp', 'swaps', 'receive'])
    expect(typesOrder(storeWith())).toEqual(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'])
    expect(typesOrder(storeWith({ features: { connectorTypeOrder: ['recommended', 'injected'] } }))).toEqual([
      'recommended',
      'injected',
      'walletConnect',
      'recent',
      'featured',
      'custom',
      'external',
    ])
  })

  it('says whether a feature is enabled: true flags and non-empty socials; unknown keys are off', () => {
    const store = storeWith({ features: { swaps: false } })
    expect(store.isEnabled('email')).toBe(true)
    expect(store.isEnabled('swaps')).toBe(false)
    expect(store.isEnabled('socials')).toBe(true)
    expect(storeWith({ features: { socials: [] } }).isEnabled('socials')).toBe(false)
    expect(storeWith({ features: { socials: false } }).isEnabled('socials')).toBe(false)
    expect(store.isEnabled('telepathy')).toBe(false)
  })

  it('merges remote flags over local ones for the SPEC §1 keys, and marks the remote configuration loaded', () => {
    const store = storeWith({ features: { legalCheckbox: true } })
    store.setRemoteStatus('loading')
    expect(store.remoteStatus).toBe('loading')
    const overridden = applyRemoteFeatures(store, { email: false, socials: ['github'], swaps: false, onramp: false, activity: false, reownBranding: false })
    expect(store.features).toMatchObject({ email: false, socials: ['github'], swaps: false, onramp: false, activity: false, reownBranding: false })
    expect(store.features.legalCheckbox).toBe(true)
    expect(store.remoteStatus).toBe('loaded')
    expect(overridden).toEqual([])
  })

  it('overrides nothing the remote configuration does not set', () => {
    const store = storeWith({ features: { swaps: false } })
    applyRemoteFeatures(store, { onramp: false })
    expect(store.features.swaps).toBe(false)
    expect(store.features.onramp).toBe(false)
  })

  it('returns the local keys the remote flags overrode', () => {
    const store = storeWith({ features: { email: true, swaps: false, analytics: false } })
    expect(applyRemoteFeatures(store, { email: false, onramp: true, swaps: true })).toEqual(['email', 'swaps'])
  })

  it("counts AppKit's features.history as the local activity flag the remote one overrode", () => {
    expect(applyRemoteFeatures(storeWith({ features: { history: false } }), { activity: true })).toEqual(['activity'])
  })

  it('keeps derivations up to date when remote flags arrive', () => {
    const store = storeWith()
    const seen: string[][] = []
    const stop = autorun(() => {
      seen.push(connectMethodOrder(false, store.features.connectMethodsOrder).filter((method) => method !== 'social' || store.isEnabled('socials')))
    })
    applyRemoteFeatures(store, { socials: false })
    stop()
    expect(seen).toEqual([
      ['email', 'social', 'wallet'],
      ['email', 'wallet'],
    ])
  })
})
