import { describe, expect, it } from 'vitest'
import { approvalSummary } from './approvalSummary.ts'

const ether = { symbol: 'ETH', decimals: 18 }
const account = '0x52908400098527886E0F7030069857D2E4169EE7'

describe('approvalSummary', () => {
  it('reads a personal_sign message as text when it is UTF-8, and keeps binary data as hex', () => {
    const hello = `0x${Buffer.from('Hello from Portico').toString('hex')}`
    expect(approvalSummary({ namespace: 'eip155', method: 'personal_sign', params: [hello, account] }, ether)).toEqual({
      heading: 'approve.signMessage',
      lines: [
        { label: 'approve.message', value: 'Hello from Portico' },
        { label: 'approve.account', value: account },
      ],
    })
    expect(approvalSummary({ namespace: 'eip155', method: 'personal_sign', params: ['0x0001ff', account] }, ether).lines[0]?.value).toBe('0x0001ff')
  })

  it('gives a transaction its receiver, its amount in ether and whether it calls a contract', () => {
    const summary = approvalSummary({ namespace: 'eip155', method: 'eth_sendTransaction', params: [{ to: account, value: '0x6f05b59d3b20000', data: '0xa9059cbb' }] }, ether)
    expect(summary.heading).toBe('approve.sendTransaction')
    expect(summary.lines).toEqual([
      { label: 'approve.to', value: account },
      { label: 'approve.amount', value: '0.5 ETH' },
      { label: 'approve.data', value: '0xa9059cbb' },
    ])
    expect(approvalSummary({ namespace: 'eip155', method: 'eth_sendTransaction', params: [{ to: account }] }, ether).lines[1]).toEqual({ label: 'approve.amount', value: '0 ETH' })
  })

  it('names typed data by its domain and primary type; counts calls and Solana transactions; falls back to the method', () => {
    const typed = JSON.stringify({ domain: { name: 'Portico' }, primaryType: 'Mail', types: {}, message: {} })
    expect(approvalSummary({ namespace: 'eip155', method: 'eth_signTypedData_v4', params: [account, typed] }, ether).lines.map((line) => line.value)).toEqual(['Portico', 'Mail', account])
    expect(approvalSummary({ namespace: 'eip155', method: 'eth_signTypedData_v4', params: [account, '{not json'] }, ether).lines).toEqual([{ label: 'approve.account', value: account }])
    expect(approvalSummary({ namespace: 'eip155', method: 'wallet_sendCalls', params: [{ calls: [{ to: account }, { to: account }] }] }, ether).count).toBe(2)
    expect(approvalSummary({ namespace: 'solana', method: 'solana_signAllTransactions', params: { transactions: ['a', 'b', 'c'] } }, ether).count).toBe(3)
    expect(approvalSummary({ namespace: 'eip155', method: 'eth_sendUserOperation', params: [] }, ether)).toEqual({ heading: 'approve.other', lines: [{ label: 'approve.method', value: 'eth_sendUserOperation' }] })
  })
})
