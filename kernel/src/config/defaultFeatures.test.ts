import { describe, expect, it } from 'vitest'
import { Features } from './Features.ts'
import { connectorTypeOrder } from './connectorTypeOrder.ts'
import { defaultFeatures } from './defaultFeatures.ts'
import { remoteFeatureKeys } from './remoteFeatureKeys.ts'
import { walletFeaturesOrder } from './walletFeaturesOrder.ts'

describe('SPEC §9 defaults', () => {
  it('has swaps, on-ramp, email, socials, activity and branding on', () => {
    expect(defaultFeatures.swaps).toBe(true)
    expect(defaultFeatures.onramp).toBe(true)
    expect(defaultFeatures.email).toBe(true)
    expect(defaultFeatures.socials).not.toBe(false)
    expect(defaultFeatures.activity).toBe(true)
    expect(defaultFeatures.reownBranding).toBe(true)
  })

  it('has the default socials google, x, farcaster, discord, apple, github, facebook, in that order', () => {
    expect(defaultFeatures.socials).toEqual(['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'])
  })

  it('has receive and send on, analytics on, all wallets on, legal checkbox off, smart sessions off', () => {
    expect(defaultFeatures).toMatchObject({ receive: true, send: true, analytics: true, allWallets: true, legalCheckbox: false, smartSessions: false })
  })

  it('passes the Features codec and cannot be changed', () => {
    expect(Features.is(defaultFeatures)).toBe(true)
    expect(Object.isFrozen(defaultFeatures)).toBe(true)
  })

  it('orders the wallet features onramp, swaps, receive, send', () => {
    expect(walletFeaturesOrder).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  it('orders the connector types walletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect(connectorTypeOrder).toEqual(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'])
  })

  it('has the feature keys email, socials, swaps, onramp, activity, reownBranding', () => {
    expect(remoteFeatureKeys).toEqual(['email', 'socials', 'swaps', 'onramp', 'activity', 'reownBranding'])
  })
})
