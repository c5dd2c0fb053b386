import { afterEach, describe, expect, it, vi } from 'vitest'
import { prfAvailable } from './prfAvailable.ts'

describe('prfAvailable', () => {
  afterEach(() => vi.unstubAllGlobals())

  const withPrf = () => vi.stubGlobal('PublicKeyCredential', { getClientCapabilities: async () => ({ 'extension:prf': true }) })
  const underPolicy = (allowed: string[]) => vi.stubGlobal('document', { featurePolicy: { allowsFeature: (feature: string) => allowed.includes(feature) } })

  it('is true when the browser has PRF and the frame may make and use passkeys', async () => {
    withPrf()
    underPolicy(['publickey-credentials-create', 'publickey-credentials-get'])
    expect(await prfAvailable()).toBe(true)
  })

  it('is false in a frame its embedder did not delegate passkeys to, so the page never offers a passkey it cannot use', async () => {
    withPrf()
    underPolicy(['publickey-credentials-get'])
    expect(await prfAvailable()).toBe(false)
  })

  it('is false without PRF', async () => {
    vi.stubGlobal('PublicKeyCredential', { getClientCapabilities: async () => ({}) })
    underPolicy(['publickey-credentials-create', 'publickey-credentials-get'])
    expect(await prfAvailable()).toBe(false)
  })
})
