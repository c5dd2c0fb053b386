import { decode } from '@portico/kernel/extend'
import { describe, expect, it } from 'vitest'
import { FrameRpcRequest } from './FrameRpcRequest.ts'
import { frameRpcMethods } from './frameRpcMethods.ts'

const to = '0x70997970C51812dc3A010C8d5b0D5EB5E1F8bA45'

describe('FrameRpcRequest', () => {
  it('takes positional params for eth_* and wallet_* methods other than wallet_sendCalls', () => {
    expect(decode(FrameRpcRequest, { method: 'eth_getBalance', params: [to, 'latest'] }).ok).toBe(true)
    expect(decode(FrameRpcRequest, { method: 'eth_chainId' }).ok).toBe(true)
    expect(decode(FrameRpcRequest, { method: 'personal_sign', params: { message: 'hi' } }).ok).toBe(false)
    expect(frameRpcMethods).toContain('wallet_getAssets')
  })

  it('checks the Solana methods\' params (SPEC §3)', () => {
    expect(decode(FrameRpcRequest, { method: 'solana_signMessage', params: { message: 'aGk=', pubkey: 'So11111111111111111111111111111111111111112' } }).ok).toBe(true)
    expect(decode(FrameRpcRequest, { method: 'solana_signMessage', params: { message: 'aGk=' } })).toEqual({
      ok: false,
      error: 'params.pubkey: expected string, got undefined',
    })
    expect(decode(FrameRpcRequest, { method: 'solana_signTransaction', params: { transaction: 'AQ==' } }).ok).toBe(true)
    expect(decode(FrameRpcRequest, { method: 'solana_signAllTransactions', params: { transactions: ['AQ==', 5] } }).ok).toBe(false)
    const options = { skipPreflight: true, preflightCommitment: 'confirmed', maxRetries: 3, minContextSlot: 10 }
    expect(decode(FrameRpcRequest, { method: 'solana_signAndSendTransaction', params: { transaction: 'AQ==', options } })).toEqual({
      ok: true,
      value: { method: 'solana_signAndSendTransaction', params: { transaction: 'AQ==', options } },
    })
    expect(decode(FrameRpcRequest, { method: 'solana_signAndSendTransaction', params: { transaction: 'AQ==', options: { preflightCommitment: 'soon' } } }).ok).toBe(
      false,
    )
  })

  it('checks wallet_sendCalls: one batch, every call\'s to 0x hex, data 0x hex when present (SPEC §5)', () => {
    const batch = { version: '2.0.0', chainId: '0x7a69', from: to, atomicRequired: false, calls: [{ to }, { to, data: '0x', value: '0x1' }] }
    expect(decode(FrameRpcRequest, { method: 'wallet_sendCalls', params: [batch] })).toEqual({ ok: true, value: { method: 'wallet_sendCalls', params: [batch] } })
    expect(decode(FrameRpcRequest, { method: 'wallet_sendCalls', params: batch }).ok).toBe(false)
    expect(decode(FrameRpcRequest, { method: 'wallet_sendCalls', params: [{ ...batch, calls: [{ to: '0xzz' }] }] }).ok).toBe(false)
    expect(decode(FrameRpcRequest, { method: 'wallet_sendCalls', params: [{ ...batch, calls: [{ data: '0x' }] }] }).ok).toBe(false)
    expect(decode(FrameRpcRequest, { method: 'wallet_sendCalls', params: [{ ...batch, calls: 'none' }] }).ok).toBe(false)
    // Like unknown keys, a second batch nobody sends is stripped, never forwarded.
    expect(decode(FrameRpcRequest, { method: 'wallet_sendCalls', params: [batch, batch] })).toEqual({
      ok: true,
      value: { method: 'wallet_sendCalls', params: [batch] },
    })
    expect(decode(FrameRpcRequest, { method: 'wallet_sendCalls', params: [] }).ok).toBe(false)
  })

  it('refuses methods outside SPEC §3\'s list', () => {
    for (const method of ['eth_sign', 'eth_sendUserOperation', 'wallet_switchEthereumChain', '__proto__', 'hasOwnProperty', 5]) {
      expect(decode(FrameRpcRequest, { method, params: [] }).ok, String(method)).toBe(false)
    }
  })
})
