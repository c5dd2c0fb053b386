import { decode } from '@portico/kernel/extend'
import { describe, expect, it } from 'vitest'
import { TransactionPage } from './TransactionPage.ts'
import { testTransaction, testTransfer } from './testing/testTransaction.ts'

describe('the Transaction codec (SPEC §3)', () => {
  it('accepts the service shape, with extra fields, NFT transfers and a null cursor', () => {
    const nft = {
      nft_info: { name: 'Portico Punk #3', token_id: '3', collection: { name: 'Portico Punks', address: '0x2222222222222222222222222222222222222222' }, content: { preview: { url: 'http://service.test/images/nfts/3' } }, flags: { is_spam: false } },
      direction: 'in',
      quantity: { numeric: '1' },
      sender: '0x0000000000000000000000000000000000000000',
      recipient: '0x52908400098527886E0F7030069857D2E4169EE7',
      extra: true,
    }
    const transaction = { ...testTransaction({ n: 1, operationType: 'mint', transfers: [] }), transfers: [nft, { ...testTransfer('2.5'), price: 3000, value: 7500 }], somethingNew: 1 }
    const result = decode(TransactionPage, { data: [transaction], next: null })
    expect(result.ok).toBe(true)
    if (result.ok) expect(result.value.data[0]?.transfers[0]?.nft_info?.collection.name).toBe('Portico Punks')
  })

  it('refuses a wrong direction, status or block time, and a missing cursor', () => {
    const base = testTransaction({ n: 1 })
    expect(decode(TransactionPage, { data: [{ ...base, transfers: [{ ...testTransfer('1'), direction: 'sideways' }] }], next: null }).ok).toBe(false)
    expect(decode(TransactionPage, { data: [{ ...base, metadata: { ...base.metadata, status: 'pending' } }], next: null }).ok).toBe(false)
    expect(decode(TransactionPage, { data: [{ ...base, metadata: { ...base.metadata, minedAt: 'yesterday' } }], next: null }).ok).toBe(false)
    expect(decode(TransactionPage, { data: [base] }).ok).toBe(false)
  })
})
