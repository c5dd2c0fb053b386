import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestRoot } from '../store/testing/createTestRoot.ts'
import { networkToSwitchTo } from './networkToSwitchTo.ts'

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('SPEC §8 switching to a network: "CaipNetwork is undefined" and the Network Not Found alert', () => {
  it('gives the configured network named by an object or a CAIP-2 id, without an alert', () => {
    const root = createTestRoot()
    expect(networkToSwitchTo(root, { id: 137 }).caipNetworkId).toBe('eip155:137')
    expect(networkToSwitchTo(root, 'eip155:1').name).toBe('Ethereum')
    expect(root.alerts.alerts).toEqual([])
  })

  it('throws "CaipNetwork is undefined" when no network is named', () => {
    const root = createTestRoot()
    expect(() => networkToSwitchTo(root, undefined)).toThrow(expect.objectContaining({ shortMessage: 'CaipNetwork is undefined', code: 'NETWORK_UNDEFINED' }))
  })

  it('raises Network Not Found for a network not given to createAppKit, and rejects', () => {
    const root = createTestRoot()
    expect(() => networkToSwitchTo(root, { id: 10 })).toThrow(expect.objectContaining({ code: 'NETWORK_NOT_CONFIGURED' }))
    expect(root.alerts.alerts).toEqual([
      {
        id: 'network-not-found',
        title: 'alert.networkNotFound.title',
        message: 'alert.networkNotFound.message',
        values: { network: 'eip155:10' },
        variant: 'error',
      },
    ])
    expect(root.i18n.t('alert.networkNotFound.title')).toBe('Network Not Found')
    expect(root.i18n.t('alert.networkNotFound.message', { network: 'eip155:10' })).toBe(
      'Network eip155:10 is not among the networks given to createAppKit; add it to the networks option to switch to it.',
    )
  })
})
