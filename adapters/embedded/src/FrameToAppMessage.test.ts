import { decode } from '@portico/kernel/extend'
import { describe, expect, it } from 'vitest'
import { frameMessageTypes as types } from './frameMessageTypes.ts'
import { FrameToAppMessage } from './FrameToAppMessage.ts'
import { frameMessageSamples } from './testing/frameMessageSamples.ts'

const samples = Object.values(frameMessageSamples.frameToApp)
const address = '0x70997970C51812dc3A010C8d5b0D5EB5E1F8bA45'

function refusal(input: unknown): string {
  const decoded = decode(FrameToAppMessage, input)
  if (decoded.ok) throw new Error(`accepted ${JSON.stringify(input)}`)
  return decoded.error
}

describe('FrameToAppMessage', () => {
  it('has one sample per frame-to-app type: a success and an error per request, session update and ready', () => {
    const frameTypes = Object.values(types).filter((type) => type.startsWith('@portico/frame/'))
    expect(samples.map((sample) => sample.type).sort()).toEqual(frameTypes.sort())
    expect(frameTypes).toHaveLength(23 * 2 + 2)
  })

  it.each(samples.map((sample) => [sample.type, sample] as const))('round-trips %s', (_type, sample) => {
    const decoded = decode(FrameToAppMessage, sample)
    expect(decoded).toEqual({ ok: true, value: sample })
    if (decoded.ok) expect(FrameToAppMessage.encode(decoded.value)).toEqual(sample)
    expect(FrameToAppMessage.is(sample)).toBe(true)
  })

  it.each(samples.map((sample) => [sample.type, sample] as const))('refuses %s with a wrong id, or without its payload', (_type, sample) => {
    expect(refusal({ ...sample, id: ['a1'] })).toMatch(/^id: /)
    if ('payload' in sample) expect(refusal({ type: sample.type, id: 'a1' })).toMatch(/^payload: /)
  })

  it('refuses success payloads that break their shape', () => {
    const connectEmail = { type: types.CONNECT_EMAIL_SUCCESS, id: 'a2' }
    expect(refusal({ ...connectEmail, payload: { action: 'VERIFY_PRIMARY_OTP' } })).toMatch(/^payload.action: /)
    const updateEmail = { type: types.UPDATE_EMAIL_SUCCESS, id: 'a3' }
    expect(refusal({ ...updateEmail, payload: { action: 'CONNECT' } })).toMatch(/^payload.action: /)
    const secondary = { type: types.UPDATE_EMAIL_SECONDARY_OTP_SUCCESS, id: 'a4' }
    expect(refusal({ ...secondary, payload: { newEmail: 'nobody' } })).toBe('payload.newEmail: not a valid e-mail address')
    const social = frameMessageSamples.frameToApp[types.CONNECT_SOCIAL_SUCCESS]
    expect(refusal({ ...social, payload: { ...social.payload, accounts: [{ address, type: 'payment' }] } })).toMatch(/^payload.accounts.0.type: /)
    expect(refusal({ ...social, payload: { ...social.payload, email: 5 } })).toMatch(/^payload.email: /)
    expect(refusal({ ...social, payload: { ...social.payload, address: undefined } })).toMatch(/^payload.address: /)
    const user = frameMessageSamples.frameToApp[types.GET_USER_SUCCESS]
    expect(refusal({ ...user, payload: { ...user.payload, smartAccountDeployed: 'no' } })).toMatch(/^payload.smartAccountDeployed: /)
    const networks = { type: types.GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS, id: 'a5' }
    expect(refusal({ ...networks, payload: { networks: ['1'] } })).toMatch(/^payload.networks.0: /)
    expect(refusal({ type: types.IS_CONNECTED_SUCCESS, payload: { isConnected: 'true' } })).toMatch(/^payload.isConnected: /)
    expect(refusal({ type: types.GET_FARCASTER_URI_SUCCESS, payload: {} })).toMatch(/^payload.url: /)
    expect(refusal({ type: types.CONNECT_FARCASTER_SUCCESS, payload: { userName: null } })).toMatch(/^payload.userName: /)
    expect(refusal({ type: types.SET_PREFERRED_ACCOUNT_SUCCESS, payload: { type: 'eoa' } })).toMatch(/^payload.address: /)
    expect(refusal({ type: types.SESSION_UPDATE, payload: { token: 1 } })).toMatch(/^payload.token: /)
    expect(refusal({ type: types.READY, payload: { version: 4 } })).toMatch(/^payload.version: /)
    expect(refusal({ type: types.RPC_REQUEST_ERROR, id: 'a6', payload: { message: 42 } })).toMatch(/^payload.message: /)
  })

  it('accepts an error without message (the app says "An error occurred") and keeps a JSON-RPC code', () => {
    expect(decode(FrameToAppMessage, { type: types.SIGN_OUT_ERROR, payload: {} }).ok).toBe(true)
    const decoded = decode(FrameToAppMessage, { type: types.RPC_REQUEST_ERROR, id: 'b1', payload: { message: 'User rejected', code: 4001 } })
    expect(decoded).toEqual({ ok: true, value: { type: types.RPC_REQUEST_ERROR, id: 'b1', payload: { message: 'User rejected', code: 4001 } } })
  })

  it('lets an export answer carry only its outcome: a key a frame put in it is stripped, an unknown outcome refused', () => {
    const key = `0x${'ab'.repeat(32)}`
    const leaking = { type: types.EXPORT_PRIVATE_KEY_SUCCESS, id: 'a7', payload: { outcome: 'EXPORTED', privateKey: key }, privateKey: key }
    const decoded = decode(FrameToAppMessage, leaking)
    expect(decoded).toEqual({ ok: true, value: { type: types.EXPORT_PRIVATE_KEY_SUCCESS, id: 'a7', payload: { outcome: 'EXPORTED' } } })
    expect(JSON.stringify(decoded)).not.toContain('ab'.repeat(32))
    expect(refusal({ type: types.EXPORT_PRIVATE_KEY_SUCCESS, payload: { outcome: key } })).toMatch(/^payload.outcome: /)
    expect(refusal({ type: types.EXPORT_PRIVATE_KEY_SUCCESS, payload: {} })).toMatch(/^payload.outcome: /)
  })

  it('refuses app-to-frame types', () => {
    expect(refusal(frameMessageSamples.appToFrame[types.SIGN_OUT])).toBe('type: unknown type "@portico/app/SIGN_OUT"')
  })
})
