import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppKit } from '../../../kernel/src/AppKit.ts'
import { fakeChainAdapter } from '../../../kernel/src/adapters/testing/fakeChainAdapter.ts'
import type { Connector } from '../../../kernel/src/model/Connector.ts'
import { connectionListOf } from '../../../kernel/src/store/connectionListOf.ts'
import AccountView from './AccountView.tsx'
import ProfileView from './ProfileView.tsx'
import { renderView } from './testing/renderView.tsx'

afterEach(cleanup)

const ada = '0x52908400098527886E0F7030069857D2E4169EE7'
const bob = '0x000000000000000000000000000000000000dEaD'
const connectors: Connector[] = [
  { id: 'ada-wallet', type: 'ANNOUNCED', name: 'Ada Wallet', namespaces: ['eip155'] },
  { id: 'bob-wallet', type: 'ANNOUNCED', name: 'Bob Wallet', namespaces: ['eip155'] },
]

/** A real instance over a fake EVM adapter whose two wallets give their own addresses; `connected` wallets are connected in turn (the last one active). */
function twoWalletsOptions() {
  const evm = fakeChainAdapter({ connectors, addresses: { 'ada-wallet': ada, 'bob-wallet': bob } })
  return { evm, options: { adapters: [evm.definition] } }
}

function connecting(...ids: string[]) {
  return async (appKit: AppKit): Promise<void> => {
    for (const id of ids) await appKit.store.adapters.connect(id)
  }
}

function rows(): HTMLElement[] {
  return within(screen.getByRole('list', { name: 'Connected Wallets' })).getAllByRole('listitem')
}

// The first connect loads the kernel's deferred runtime: seconds on a loaded machine.
describe('ProfileView', { timeout: 30_000 }, () => {
  it('lists the active wallet first, marked active, then the other connected one with its Switch', async () => {
    const { options } = twoWalletsOptions()
    await renderView(ProfileView, { options, setup: connecting('ada-wallet', 'bob-wallet') })
    const [first, second] = rows()
    expect(rows()).toHaveLength(2)
    expect(first?.getAttribute('aria-current')).toBe('true')
    expect(within(first as HTMLElement).getByText('Bob Wallet')).toBeTruthy()
    expect(within(first as HTMLElement).getByText('Active')).toBeTruthy()
    expect(within(first as HTMLElement).getByText('0x0000…dEaD').getAttribute('title')).toBe(bob)
    expect(within(first as HTMLElement).queryByRole('button', { name: /^Switch/ })).toBeNull()
    expect(second?.getAttribute('aria-current')).toBeNull()
    expect(within(second as HTMLElement).getByText('Ada Wallet')).toBeTruthy()
    expect(within(second as HTMLElement).getByText('0x5290…9EE7')).toBeTruthy()
  })

  it('lists each account of a wallet with several, the active one first; Switch to another account of the active wallet asks no wallet', async () => {
    const carol = '0x00000000000000000000000000000000000Ca401'
    const evm = fakeChainAdapter({ connectors, addresses: { 'ada-wallet': ada, 'bob-wallet': bob }, moreAddresses: { 'bob-wallet': [carol] } })
    const { store } = await renderView(ProfileView, { options: { adapters: [evm.definition] }, setup: connecting('ada-wallet', 'bob-wallet') })
    const listed = () => rows().map((row) => [row.getAttribute('aria-current') === 'true', within(row).getByText(/…/).getAttribute('title'), within(row).queryByRole('button', { name: /^Disconnect/ }) !== null])
    // [active, address, carries the wallet's remove button]
    expect(listed()).toEqual([
      [true, bob, true],
      [false, carol, false],
      [false, ada, true],
    ])
    expect(screen.getAllByRole('button', { name: 'Disconnect Bob Wallet' })).toHaveLength(1)
    evm.calls.length = 0
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Bob Wallet 0x0000…a401' }))
    await waitFor(() => expect(store.connections.activeAddress).toBe(carol))
    expect(evm.calls).toEqual([])
    await waitFor(() =>
      expect(listed()).toEqual([
        [true, carol, true],
        [false, bob, false],
        [false, ada, true],
      ]),
    )
    expect(screen.getByRole('button', { name: 'Switch to Bob Wallet 0x0000…dEaD' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Switch to Ada Wallet' })).toBeTruthy()
  })

  it('Switch makes the other wallet active, keeping the one before connected, as a reload reads it', async () => {
    const { options, evm } = twoWalletsOptions()
    const { store } = await renderView(ProfileView, { options, setup: connecting('ada-wallet', 'bob-wallet') })
    expect(store.connections.activeAddress).toBe(bob)
    evm.calls.length = 0
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Ada Wallet' }))
    await waitFor(() => expect(store.connections.activeAddress).toBe(ada))
    expect(evm.calls).toEqual(['reconnect ada-wallet'])
    expect(store.storage.get('connectedConnectorIds')).toEqual({ eip155: 'ada-wallet' })
    await waitFor(() => expect(within(rows()[0] as HTMLElement).getByText('Ada Wallet')).toBeTruthy())
    expect(within(rows()[1] as HTMLElement).getByRole('button', { name: 'Switch to Bob Wallet' })).toBeTruthy()
    expect(connectionListOf(store).connectionsOf('eip155').map((each) => each.connectorId)).toEqual(['ada-wallet', 'bob-wallet'])
  })

  it('a declined switch leaves the active wallet as it was and says so in the snack', async () => {
    const { options, evm } = twoWalletsOptions()
    const { store } = await renderView(ProfileView, { options, setup: connecting('ada-wallet', 'bob-wallet') })
    evm.options.reconnect = 'decline'
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Ada Wallet' }))
    await waitFor(() => expect(store.snack.variant).toBe('error'))
    expect(store.connections.activeAddress).toBe(bob)
    expect(within(rows()[0] as HTMLElement).getByText('Bob Wallet')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Switch to Ada Wallet' }).getAttribute('aria-busy')).toBeNull()
  })

  it('the remove button ends that wallet only; removing the active one makes the other active', async () => {
    const { options } = twoWalletsOptions()
    const { store } = await renderView(ProfileView, { options, setup: connecting('ada-wallet', 'bob-wallet') })
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Bob Wallet' }))
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(store.connections.activeAddress).toBe(ada)
    expect(within(rows()[0] as HTMLElement).getByText('Ada Wallet')).toBeTruthy()
    expect(connectionListOf(store).recent.map((each) => each.connectorId)).toEqual(['bob-wallet'])
  })

  it('removes an inactive wallet without touching the active one', async () => {
    const { options } = twoWalletsOptions()
    const { store } = await renderView(ProfileView, { options, setup: connecting('ada-wallet', 'bob-wallet') })
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Ada Wallet' }))
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(store.connections.activeAddress).toBe(bob)
    expect(store.storage.get('connectedConnectorIds')).toEqual({ eip155: 'bob-wallet' })
  })

  it('removing the last wallet disconnects it and closes the modal, as Disconnect does', async () => {
    const { options } = twoWalletsOptions()
    const { store } = await renderView(ProfileView, { options, setup: connecting('ada-wallet') })
    act(() => {
      store.router.reset('Profile')
      store.modal.setOpen(true)
    })
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Ada Wallet' }))
    await waitFor(() => expect(store.modal.open).toBe(false))
    expect(store.connections.isConnected).toBe(false)
    expect(connectionListOf(store).recent.map((each) => each.connectorId)).toEqual(['ada-wallet'])
  })

  it('"Add wallet" opens Connect, and a wallet connected there joins the list', async () => {
    const { options } = twoWalletsOptions()
    const { store } = await renderView(ProfileView, { options, setup: connecting('ada-wallet') })
    expect(rows()).toHaveLength(1)
    act(() => store.router.push('Profile'))
    fireEvent.click(screen.getByRole('button', { name: 'Add wallet' }))
    expect(store.router.view).toBe('Connect')
    await act(() => store.adapters.connect('bob-wallet'))
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(store.connections.activeAddress).toBe(bob)
  })

  it('can be used with the keyboard: each button has its own name, Tab reaches them in order, Enter switches', async () => {
    const { options } = twoWalletsOptions()
    const { store } = await renderView(ProfileView, { options, setup: connecting('ada-wallet', 'bob-wallet') })
    const names = ['Disconnect Bob Wallet', 'Switch to Ada Wallet', 'Disconnect Ada Wallet', 'Add wallet']
    const buttons = names.map((name) => screen.getByRole('button', { name }))
    expect(screen.getAllByRole('button')).toEqual(buttons)
    const user = userEvent.setup()
    for (const button of buttons) {
      await user.tab()
      expect(document.activeElement).toBe(button)
    }
    await user.tab({ shift: true })
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(buttons[1])
    await user.keyboard('{Enter}')
    await waitFor(() => expect(store.connections.activeAddress).toBe(ada))
  })
})

describe('AccountView: the way to Profile', { timeout: 30_000 }, () => {
  it('shows "Manage wallets" only with two or more wallets in the namespace, and it opens Profile', async () => {
    const { options } = twoWalletsOptions()
    const { store } = await renderView(AccountView, { options, setup: connecting('ada-wallet') })
    // Its code loads with the view: give it the time to, then see that it shows nothing.
    await act(() => import('./profile/ProfileEntry.tsx'))
    expect(screen.queryByRole('button', { name: 'Manage wallets' })).toBeNull()
    await act(() => store.adapters.connect('bob-wallet'))
    fireEvent.click(await screen.findByRole('button', { name: 'Manage wallets' }))
    expect(store.router.view).toBe('Profile')
  })
})
