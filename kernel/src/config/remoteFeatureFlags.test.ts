import { describe, expect, it } from 'vitest'
import { decode } from '../decode.ts'
import { ProjectConfig } from './ProjectConfig.ts'
import { remoteFeatureFlags } from './remoteFeatureFlags.ts'

function flagsOf(features: unknown[]) {
  const decoded = decode(ProjectConfig, { features })
  if (!decoded.ok) throw new Error(decoded.error)
  return remoteFeatureFlags(decoded.value)
}

describe('remoteFeatureFlags (SPEC §1 keys)', () => {
  it('maps social_login to email and socials', () => {
    expect(flagsOf([{ id: 'social_login', isEnabled: true, config: { email: false, providers: ['github', 'x'] } }])).toEqual({
      email: false,
      socials: ['github', 'x'],
    })
  })

  it('turns email and socials off when social_login is disabled', () => {
    expect(flagsOf([{ id: 'social_login', isEnabled: false, config: null }])).toEqual({ email: false, socials: false })
  })

  it('keeps e-mail and the default providers when social_login is enabled without config', () => {
    expect(flagsOf([{ id: 'social_login', isEnabled: true, config: null }])).toEqual({
      email: true,
      socials: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'],
    })
  })

  it('turns socials off for an empty provider list', () => {
    expect(flagsOf([{ id: 'social_login', isEnabled: true, config: { email: true, providers: [] } }])).toEqual({ email: true, socials: false })
  })

  it('maps swap, onramp, activity and reown_branding to swaps, onramp, activity and reownBranding', () => {
    expect(
      flagsOf([
        { id: 'swap', isEnabled: false, config: { providers: ['1inch'] } },
        { id: 'onramp', isEnabled: true, config: null },
        { id: 'activity', isEnabled: false, config: null },
        { id: 'reown_branding', isEnabled: false, config: null },
      ]),
    ).toEqual({ swaps: false, onramp: true, activity: false, reownBranding: false })
  })

  it('sets only the flags of the features listed', () => {
    expect(flagsOf([])).toEqual({})
  })
})

describe('ProjectConfig codec', () => {
  it('skips features with ids it does not know', () => {
    const decoded = decode(ProjectConfig, { features: [{ id: 'telepathy', isEnabled: true }, { id: 'swap', isEnabled: true, config: null }] })
    expect(decoded).toEqual({ ok: true, value: { features: [{ id: 'swap', isEnabled: true, config: null }] } })
  })

  it('refuses a known feature of the wrong shape', () => {
    const decoded = decode(ProjectConfig, { features: [{ id: 'swap', isEnabled: 'yes', config: null }] })
    expect(decoded).toEqual({ ok: false, error: 'features.0: expected a remote feature { id, isEnabled, config }, got {"id":"swap","isEnabled":"yes","config":null}' })
  })

  it('refuses an answer without a features list', () => {
    expect(decode(ProjectConfig, {})).toEqual({ ok: false, error: 'features: expected a list of remote features, got undefined' })
  })
})
