import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AppKitContext } from '../../../ui/src/react/AppKitContext.ts'
import { joinModalMessages } from '../../../ui/src/modalMessages.ts'
import type { ActivityTestKit, ServiceAnswer } from './testing/activityTestKit.ts'
import { activityTestKit } from './testing/activityTestKit.ts'
import { testHash, testTransaction, testTransfer } from './testing/testTransaction.ts'
import TransactionsView from './TransactionsView.tsx'

// The view renders here without the modal, whose chunk joins its messages and the plural forms' reader.
joinModalMessages()

let kit: ActivityTestKit | undefined
afterEach(() => {
  cleanup()
  kit?.destroy()
})

async function renderList(answer: (url: URL) => ServiceAnswer): Promise<ActivityTestKit> {
  kit = await activityTestKit(answer)
  await kit.connect()
  const appKit = kit.appKit
  render(
    <AppKitContext.Provider value={appKit}>
      <TransactionsView />
    </AppKitContext.Provider>,
  )
  return kit
}

describe('the Transactions view', () => {
  it('lists a month per section with rows linked to the explorer, and pages with Load more', async () => {
    const first = { data: [testTransaction({ n: 1, minedAt: '2026-11-15T12:00:00Z' }), testTransaction({ n: 2, minedAt: '2026-10-15T12:00:00Z', operationType: 'receive', transfers: [testTransfer('2', { direction: 'in' })] })], next: 'c2' }
    const second = { data: [testTransaction({ n: 3, minedAt: '2026-09-15T12:00:00Z', status: 'failed' })], next: null }
    await renderList((url) => (url.searchParams.get('cursor') === 'c2' ? second : first))
    const november = await screen.findByRole('list', { name: 'November 2026' })
    const row = within(november).getByRole('link')
    expect(row.getAttribute('href')).toBe(`https://etherscan.io/tx/${testHash(1)}`)
    expect(row.getAttribute('rel')).toBe('noopener noreferrer')
    expect(within(november).getByText('-0.500 ETH')).toBeTruthy()
    expect(within(screen.getByRole('list', { name: 'October 2026' })).getByText('+2.000 ETH')).toBeTruthy()
    expect(screen.getByText('2 transactions shown').getAttribute('role')).toBe('status')

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    const september = await screen.findByRole('list', { name: 'September 2026' })
    expect(within(september).getByText('Failed')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(screen.getByText('3 transactions shown')).toBeTruthy()
  })

  it('says the fetch failed, and Try again reads the list', async () => {
    let fail = true
    const { store } = await renderList(() => (fail ? { status: 400 } : { data: [testTransaction({ n: 1 })], next: null }))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Failed to fetch transactions')).toBeTruthy()
    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(store.state).toBe('ready'))
    expect(screen.getAllByRole('link')).toHaveLength(1)
  })

  it('is busy with placeholder rows while the first page loads', async () => {
    await renderList(() => 'pending')
    const list = document.querySelector('.pc-activity')
    expect(list?.getAttribute('data-state')).toBe('loading')
    expect(list?.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByText('Loading transactions…').getAttribute('role')).toBe('status')
  })

  it('shows a send as pending at once', async () => {
    const { appKit } = await renderList(() => ({ data: [], next: null }))
    await screen.findByText('No activity yet')
    act(() =>
      appKit.store.events.emit('transaction:sent', {
        hash: testHash(5),
        chainId: 'eip155:1',
        from: '0x52908400098527886E0F7030069857D2E4169EE7',
        to: '0x000000000000000000000000000000000000dEaD',
        transfer: { symbol: 'PTT', name: 'Portico Test Token', address: '0x1', amount: '12.5' },
      }),
    )
    const pending = await screen.findByRole('list', { name: 'Pending' })
    expect(within(pending).getByText('-12.500 PTT')).toBeTruthy()
    expect(within(pending).getByText('Pending')).toBeTruthy()
  })
})
