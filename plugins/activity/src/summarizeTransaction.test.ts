import { describe, expect, it } from 'vitest'
import { explorerTransactionUrl } from './explorerTransactionUrl.ts'
import { groupByMonth } from './groupByMonth.ts'
import { summarizeTransaction } from './summarizeTransaction.ts'
import { testHash, testTransaction, testTransfer } from './testing/testTransaction.ts'

describe('summarizeTransaction', () => {
  it('shows the amount at 3 decimals with its sign, and the counterparty by direction', () => {
    const sent = summarizeTransaction(testTransaction({ n: 1, transfers: [testTransfer('0.5')] }), 'en-US')
    expect(sent).toMatchObject({ kind: 'send', amount: '-0.500 ETH', counterpartyRole: 'to', counterparty: '0x000000000000000000000000000000000000dEaD', status: 'confirmed' })
    const received = summarizeTransaction(testTransaction({ n: 2, operationType: 'receive', transfers: [testTransfer('1234.56789', { direction: 'in', symbol: 'PTT', address: '0x1' })] }), 'en-US')
    expect(received).toMatchObject({ kind: 'receive', amount: '+1,234.568 PTT', counterpartyRole: 'from' })
    expect(summarizeTransaction(testTransaction({ n: 3, transfers: [testTransfer('2', { direction: 'self' })] }), 'de-DE')).toMatchObject({ kind: 'self', amount: '2,000 ETH' })
  })

  it('skips spam transfers, counts the others, and shows a call without transfers', () => {
    const spam = testTransfer('9', { symbol: 'SCAM', address: '0x1', spam: true })
    const summary = summarizeTransaction(testTransaction({ n: 1, transfers: [spam, testTransfer('1'), testTransfer('2')] }), 'en-US')
    expect(summary).toMatchObject({ amount: '-1.000 ETH', moreTransfers: 1 })
    expect(summarizeTransaction(testTransaction({ n: 2, operationType: 'execute', status: 'failed', transfers: [] }), 'en-US')).toMatchObject({ kind: 'execute', amount: undefined, status: 'failed' })
  })

  it('shows a swap as one: the token received with what was paid, not a send with one more transfer', () => {
    const swapped = testTransaction({ n: 1, transfers: [testTransfer('0.01'), testTransfer('149.85', { direction: 'in', symbol: 'PTT', address: '0x1' })] })
    expect(summarizeTransaction(swapped, 'en-US')).toMatchObject({ kind: 'swap', amount: '+149.850 PTT', moreTransfers: 0, swap: { sold: 'ETH', bought: 'PTT', soldAmount: '-0.010 ETH' }, status: 'confirmed' })
    // Two tokens paid out, nothing received: still sends.
    expect(summarizeTransaction(testTransaction({ n: 2, transfers: [testTransfer('1'), testTransfer('2')] }), 'en-US')).toMatchObject({ kind: 'send', moreTransfers: 1 })
  })

  it('takes an image only through the safe-image check, the network image for the native currency', () => {
    const icon = (url: string) => testTransaction({ n: 1, transfers: [{ ...testTransfer('1', { symbol: 'PTT', address: '0x1' }), fungible_info: { name: 'P', symbol: 'PTT', address: '0x1', icon: { url } } }] })
    expect(summarizeTransaction(icon('javascript:alert(1)'), 'en-US').imageUrl).toBeUndefined()
    expect(summarizeTransaction(icon('https://tokens.test/ptt.svg'), 'en-US').imageUrl).toBe('https://tokens.test/ptt.svg')
    expect(summarizeTransaction(testTransaction({ n: 2 }), 'en-US', 'https://networks.test/eth.svg').imageUrl).toBe('https://networks.test/eth.svg')
  })
})

describe('groupByMonth', () => {
  it('groups by year and month of the block time, newest first', () => {
    const groups = groupByMonth([
      testTransaction({ n: 1, minedAt: '2026-10-03T12:00:00Z' }),
      testTransaction({ n: 2, minedAt: '2026-11-20T12:00:00Z' }),
      testTransaction({ n: 3, minedAt: '2025-11-20T12:00:00Z' }),
      testTransaction({ n: 4, minedAt: '2026-11-02T12:00:00Z' }),
    ])
    expect(groups.map((group) => [group.key, group.transactions.map((transaction) => transaction.metadata.nonce)])).toEqual([
      ['2026-11', [2, 4]],
      ['2026-10', [1]],
      ['2025-11', [3]],
    ])
  })
})

describe('explorerTransactionUrl', () => {
  const network = (url: string) => ({ id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155' as const, name: 'E', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: {}, blockExplorers: { default: { name: 'X', url } } })
  it('links http(s) explorers only, for a well-formed hash', () => {
    expect(explorerTransactionUrl(network('https://etherscan.io/'), testHash(1))).toBe(`https://etherscan.io/tx/${testHash(1)}`)
    expect(explorerTransactionUrl(network('javascript:alert(1)//'), testHash(1))).toBeUndefined()
    expect(explorerTransactionUrl(network('https://etherscan.io'), '0x12')).toBeUndefined()
    expect(explorerTransactionUrl({ ...network('x'), blockExplorers: {} }, testHash(1))).toBeUndefined()
  })
})

describe('an NFT transfer', () => {
  it('is counted whole, in its collection', () => {
    const nft = {
      nft_info: { name: 'Punk #3', token_id: '3', collection: { name: 'Punks', address: '0x2' }, flags: { is_spam: false } },
      direction: 'in' as const,
      quantity: { numeric: '1' },
      sender: '0x0000000000000000000000000000000000000000',
      recipient: '0x52908400098527886E0F7030069857D2E4169EE7',
    }
    expect(summarizeTransaction(testTransaction({ n: 1, operationType: 'mint', transfers: [nft] }), 'en-US')).toMatchObject({ kind: 'mint', amount: '+1 Punks', counterpartyRole: 'from' })
  })
})
