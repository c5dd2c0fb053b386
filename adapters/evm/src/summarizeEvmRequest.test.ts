import type { Network } from '@portico/kernel'
import { describe, expect, it } from 'vitest'
import { summarizeEvmRequest } from './summarizeEvmRequest.ts'

const account = '0x52908400098527886E0F7030069857D2E4169EE7'
const polygon = { id: 137, caipNetworkId: 'eip155:137', chainNamespace: 'eip155', name: 'Polygon', nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } } as const satisfies Network

describe('summarizeEvmRequest (ApproveTransaction, SPEC §6)', () => {
  it('reads a personal_sign message as text when it is UTF-8, and keeps binary data as hex', () => {
    const hello = `0x${Buffer.from('Hello from Portico').toString('hex')}`
    expect(summarizeEvmRequest({ method: 'personal_sign', params: [hello, account] }, undefined)).toEqual({
      kind: 'signMessage',
      lines: [
        { label: 'message', value: 'Hello from Portico' },
        { label: 'account', value: account },
      ],
    })
    expect(summarizeEvmRequest({ method: 'personal_sign', params: ['0x0001ff', account] }, undefined)?.lines[0]?.value).toBe('0x0001ff')
  })

  it("gives a transaction its receiver, its amount in the network's currency and whether it calls a contract", () => {
    const summary = summarizeEvmRequest({ method: 'eth_sendTransaction', params: [{ to: account, value: '0x6f05b59d3b20000', data: '0xa9059cbb' }] }, undefined)
    expect(summary?.kind).toBe('sendTransaction')
    expect(summary?.lines).toEqual([
      { label: 'to', value: account },
      { label: 'amount', value: '0.5 ETH' },
      { label: 'data', value: '0xa9059cbb' },
    ])
    expect(summarizeEvmRequest({ method: 'eth_sendTransaction', params: [{ to: account, value: '0xde0b6b3a7640000' }] }, polygon)?.lines[1]).toEqual({ label: 'amount', value: '1 POL' })
    expect(summarizeEvmRequest({ method: 'eth_sendTransaction', params: [{ to: account }] }, undefined)?.lines[1]).toEqual({ label: 'amount', value: '0 ETH' })
  })

  it('names typed data by its domain and primary type; counts calls; names permission requests; leaves unknown methods to the view', () => {
    const typed = JSON.stringify({ domain: { name: 'Portico' }, primaryType: 'Mail', types: {}, message: {} })
    expect(summarizeEvmRequest({ method: 'eth_signTypedData_v4', params: [account, typed] }, undefined)?.lines.map((line) => line.value)).toEqual(['Portico', 'Mail', account])
    expect(summarizeEvmRequest({ method: 'eth_signTypedData_v4', params: [account, '{not json'] }, undefined)?.lines).toEqual([{ label: 'account', value: account }])
    expect(summarizeEvmRequest({ method: 'wallet_sendCalls', params: [{ calls: [{ to: account }, { to: account }] }] }, undefined)).toMatchObject({ kind: 'sendCalls', count: 2 })
    expect(summarizeEvmRequest({ method: 'wallet_grantPermissions', params: [] }, undefined)).toEqual({ kind: 'permissions', lines: [{ label: 'method', value: 'wallet_grantPermissions' }] })
    expect(summarizeEvmRequest({ method: 'eth_sendUserOperation', params: [] }, undefined)).toBeUndefined()
  })
})
