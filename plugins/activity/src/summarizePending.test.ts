import { describe, expect, it } from 'vitest'
import { summarizePending } from './summarizePending.ts'
import { testHash } from './testing/testTransaction.ts'

const router = '0x00000000000000000000000000000000000000aa'
const sent = { hash: testHash(1), chainId: 'eip155:1', from: '0x00000000000000000000000000000000000000bb', to: router, sentAt: 0, transfer: { symbol: 'ETH', name: 'Ether', amount: '0.01' } }

describe('summarizePending', () => {
  it('shows a pending send as sending, to its receiver', () => {
    expect(summarizePending(sent, 'en-US')).toMatchObject({ kind: 'sending', amount: '-0.010 ETH', counterpartyRole: 'to', counterparty: router, moreTransfers: 0, status: 'pending' })
    expect(summarizePending(sent, 'en-US').swap).toBeUndefined()
  })

  it('shows a pending swap as a swap (ETH → PTT, received and paid), not as a send to the router (issue 34)', () => {
    const swapped = { ...sent, received: { symbol: 'PTT', name: 'Portico Test Token', address: '0x1', amount: '149.8500000001' } }
    expect(summarizePending(swapped, 'en-US')).toMatchObject({
      kind: 'swap',
      amount: '+149.850 PTT',
      direction: 'in',
      moreTransfers: 0,
      swap: { sold: 'ETH', bought: 'PTT', soldAmount: '-0.010 ETH' },
      status: 'pending',
    })
  })
})
