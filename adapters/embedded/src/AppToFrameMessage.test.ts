import { decode } from '@portico/kernel/extend'
import { describe, expect, it } from 'vitest'
import { AppToFrameMessage } from './AppToFrameMessage.ts'
import { frameMessageTypes as types } from './frameMessageTypes.ts'
import { frameMessageSamples } from './testing/frameMessageSamples.ts'

const samples = Object.values(frameMessageSamples.appToFrame)

function refusal(input: unknown): string {
  const decoded = decode(AppToFrameMessage, input)
  if (decoded.ok) throw new Error(`accepted ${JSON.stringify(input)}`)
  return decoded.error
}

describe('AppToFrameMessage', () => {
  it('has one sample per app-to-frame type of frameMessageTypes', () => {
    const requestTypes = Object.values(types).filter((type) => type.startsWith('@portico/app/'))
    expect(samples.map((sample) => sample.type).sort()).toEqual(requestTypes.sort())
    expect(requestTypes).toHaveLength(23)
  })

  it.each(samples.map((sample) => [sample.type, sample] as const))('round-trips %s', (_type, sample) => {
    const decoded = decode(AppToFrameMessage, sample)
    expect(decoded).toEqual({ ok: true, value: sample })
    if (decoded.ok) expect(AppToFrameMessage.encode(decoded.value)).toEqual(sample)
    expect(AppToFrameMessage.is(sample)).toBe(true)
    expect(decode(AppToFrameMessage, { ...sample, id: undefined }).ok).toBe(true)
  })

  it.each(samples.map((sample) => [sample.type, sample] as const))('refuses %s with a wrong id, or without its payload', (_type, sample) => {
    expect(refusal({ ...sample, id: 42 })).toMatch(/^id: /)
    expect(refusal({ ...sample, id: 'Not Base 36!' })).toMatch(/not a base-36 message id/)
    if ('payload' in sample) expect(refusal({ type: sample.type, id: sample.id })).toMatch(/^payload: /)
  })

  it('strips keys it does not know, at the top and in payloads', () => {
    const decoded = decode(AppToFrameMessage, { type: types.CONNECT_OTP, payload: { otp: '1', extra: 1 }, extra: true })
    expect(decoded).toEqual({ ok: true, value: { type: types.CONNECT_OTP, payload: { otp: '1' } } })
  })

  it('refuses what SPEC §5 refuses', () => {
    expect(refusal({ type: types.CONNECT_EMAIL, payload: { email: 'not-an-email' } })).toBe('payload.email: not a valid e-mail address')
    expect(refusal({ type: types.UPDATE_EMAIL, payload: { email: 'a@b' } })).toBe('payload.email: not a valid e-mail address')
    expect(refusal({ type: types.CONNECT_OTP, payload: { otp: 123456 } })).toMatch(/^payload.otp: expected string/)
    expect(refusal({ type: types.UPDATE_EMAIL_PRIMARY_OTP, payload: { otp: null } })).toMatch(/^payload.otp: /)
    expect(refusal({ type: types.UPDATE_EMAIL_SECONDARY_OTP, payload: {} })).toMatch(/^payload.otp: /)
    expect(refusal({ type: types.GET_SOCIAL_REDIRECT_URI, payload: { provider: 'farcaster' } })).toMatch(/^payload.provider: /)
    expect(refusal({ type: types.GET_SOCIAL_REDIRECT_URI, payload: { provider: 'myspace' } })).toMatch(/^payload.provider: /)
    const call = { to: '0x70997970C51812dc3A010C8d5b0D5EB5E1F8bA45' }
    const sendCalls = (calls: unknown[]) => ({ type: types.RPC_REQUEST, payload: { method: 'wallet_sendCalls', params: [{ calls }] } })
    expect(decode(AppToFrameMessage, sendCalls([call])).ok).toBe(true)
    expect(refusal(sendCalls([{ to: '70997970C51812dc3A010C8d5b0D5EB5E1F8bA45' }]))).toBe('payload.params.0.calls.0.to: not a 0x hex string')
    expect(refusal(sendCalls([{ ...call, data: 'deadbeef' }]))).toBe('payload.params.0.calls.0.data: not a 0x hex string')
    expect(refusal({ type: types.RPC_REQUEST, payload: { method: 'eth_sign', params: [] } })).toBe('payload.method: unknown method "eth_sign"')
  })

  it('refuses wrong payload shapes of every kind of request', () => {
    expect(refusal({ type: types.SWITCH_NETWORK, payload: { chainId: true } })).toBe('payload.chainId: not a chain id')
    expect(refusal({ type: types.SWITCH_NETWORK, payload: { chainId: -1 } })).toBe('payload.chainId: not a chain id')
    expect(refusal({ type: types.CONNECT_SOCIAL, payload: { uri: 'x', preferredAccountType: 'payment' } })).toMatch(/^payload.preferredAccountType: /)
    expect(refusal({ type: types.GET_USER, payload: { socialUri: 5 } })).toMatch(/^payload.socialUri: /)
    expect(refusal({ type: types.IS_CONNECTED, payload: { token: 5 } })).toMatch(/^payload.token: /)
    expect(refusal({ type: types.SET_PREFERRED_ACCOUNT, payload: { type: 'ordinal' } })).toMatch(/^payload.type: /)
    expect(refusal({ type: types.SYNC_THEME, payload: { themeMode: 'blue' } })).toMatch(/^payload.themeMode: /)
    expect(refusal({ type: types.SYNC_THEME, payload: { themeVariables: { '--w3m-z-index': 999 } } })).toMatch(/^payload.themeVariables/)
    const dappData = frameMessageSamples.appToFrame[types.SYNC_DAPP_DATA]
    expect(refusal({ ...dappData, payload: { ...dappData.payload, metadata: { ...dappData.payload.metadata, icons: 'x' } } })).toMatch(
      /^payload.metadata.icons: /,
    )
    expect(refusal({ ...dappData, payload: { ...dappData.payload, projectId: undefined } })).toMatch(/^payload.projectId: /)
  })

  it('refuses unknown types, frame-to-app types and non-objects', () => {
    expect(refusal({ type: '@portico/app/STEAL_KEYS' })).toBe('type: unknown type "@portico/app/STEAL_KEYS"')
    expect(refusal(frameMessageSamples.frameToApp[types.READY])).toBe('type: unknown type "@portico/frame/READY"')
    expect(refusal({ type: 'toString' })).toBe('type: unknown type "toString"')
    expect(refusal({ payload: {} })).toBe('type: missing string "type"')
    expect(refusal('{"type":"@portico/app/RELOAD"}')).toBe('value: expected an object with a string "type"')
    expect(refusal([{ type: types.RELOAD }])).toBe('value: expected an object with a string "type"')
    expect(refusal(null)).toBe('value: expected an object with a string "type"')
  })
})
