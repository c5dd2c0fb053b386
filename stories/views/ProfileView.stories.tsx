import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { ChainAdapterDefinition, ConnectResult } from '@portico/kernel/extend'
import { afterAnimations } from '../afterAnimations.ts'
import { modalStory } from '../modalStory.tsx'
import { storyAdapter } from '../storyAdapter.ts'
import type { StoryKit } from '../storyKit.ts'

/** The Profile view (ui/src/views/ProfileView.tsx): the connected wallets of the active namespace, to switch between, remove or add one. */
const meta: Meta = { title: 'Views/Profile' }
export default meta
type Story = StoryObj

// The story adapter gives every wallet the story account; the browser wallet here has one of its own.
const browserWalletAddress = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'

// A second account of Harbor Wallet, for the story of a wallet with several.
const harborSecondAddress = '0xdD2FD4581271e230360230F9337D5c0430Bf44C0'

/**
 * The story adapter on the happy path, its browser wallet (eip155:injected) answering with an
 * account of its own; `reconnect: 'pending'` makes taking a wallet's session up again never answer;
 * `harborAccounts: 2` gives Harbor Wallet (eip155:announced) a second account.
 */
function twoAccountAdapter(reconnect: 'succeed' | 'pending' = 'succeed', harborAccounts: 1 | 2 = 1): ChainAdapterDefinition {
  const definition = storyAdapter()
  const own = (connectorId: string, result: ConnectResult): ConnectResult =>
    connectorId === 'eip155:injected'
      ? { ...result, accounts: result.accounts.map((account) => ({ ...account, address: browserWalletAddress })) }
      : harborAccounts === 2 && result.accounts[0]
        ? { ...result, accounts: [...result.accounts, { ...result.accounts[0], address: harborSecondAddress }] }
        : result
  return {
    ...definition,
    load: async (context) => {
      const adapter = await definition.load(context)
      const { connect, reconnect: takeUp } = adapter
      adapter.connect = async (connectorId, network) => own(connectorId, await connect(connectorId, network))
      adapter.reconnect = async (connectorId) => {
        if (reconnect === 'pending') return new Promise<never>(() => {})
        const result = await takeUp?.(connectorId)
        return result && own(connectorId, result)
      }
      return adapter
    },
  }
}

function profileStory(connectorIds: string[], reconnect: 'succeed' | 'pending' = 'succeed', harborAccounts: 1 | 2 = 1): StoryObj {
  return modalStory({
    view: 'Profile',
    kit: { options: { adapters: [twoAccountAdapter(reconnect, harborAccounts)] } },
    state: async (kit: StoryKit) => {
      for (const connectorId of connectorIds) await kit.connect(connectorId)
    },
  })
}

/** One wallet connected: it is listed as active, with its remove button, and "Add wallet" below. */
export const OneWallet: Story = {
  ...profileStory(['eip155:announced']),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog', { name: 'Connected Wallets' })).toBeVisible()
    const rows = within(canvas.getByRole('list', { name: 'Connected Wallets' })).getAllByRole('listitem')
    await expect(rows).toHaveLength(1)
    await expect(within(rows[0] as HTMLElement).getByText('Harbor Wallet')).toBeVisible()
    await expect(within(rows[0] as HTMLElement).getByText('Active')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Disconnect Harbor Wallet' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Add wallet' })).toBeEnabled()
  }),
}

/** Two wallets: the active one first, marked; the other with its own address and a Switch button. */
export const TwoWallets: Story = {
  ...profileStory(['eip155:injected', 'eip155:announced']),
  play: afterAnimations(async ({ canvas }) => {
    const rows = within(await canvas.findByRole('list', { name: 'Connected Wallets' })).getAllByRole('listitem')
    await expect(rows).toHaveLength(2)
    await expect(within(rows[0] as HTMLElement).getByText('Harbor Wallet')).toBeVisible()
    await expect(within(rows[0] as HTMLElement).getByText('0x8ba1…BA72')).toBeVisible()
    await expect(within(rows[1] as HTMLElement).getByText('Browser Wallet')).toBeVisible()
    await expect(within(rows[1] as HTMLElement).getByText('0x71C7…976F')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Switch to Browser Wallet' })).toBeEnabled()
  }),
}

/** The active wallet has two accounts: a row for each, the active account first; the wallet's remove button on its first row only. */
export const WalletWithTwoAccounts: Story = {
  ...profileStory(['eip155:injected', 'eip155:announced'], 'succeed', 2),
  play: afterAnimations(async ({ canvas }) => {
    const rows = within(await canvas.findByRole('list', { name: 'Connected Wallets' })).getAllByRole('listitem')
    await expect(rows).toHaveLength(3)
    await expect(within(rows[0] as HTMLElement).getByText('Active')).toBeVisible()
    await expect(within(rows[0] as HTMLElement).getByText('0x8ba1…BA72')).toBeVisible()
    await expect(within(rows[1] as HTMLElement).getByText('0xdD2F…44C0')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Switch to Harbor Wallet 0xdD2F…44C0' })).toBeEnabled()
    await expect(canvas.getAllByRole('button', { name: 'Disconnect Harbor Wallet' })).toHaveLength(1)
    await expect(canvas.getByRole('button', { name: 'Switch to Browser Wallet' })).toBeEnabled()
  }),
}

/** Switching to the other wallet while it has not answered: its Switch is busy, the other actions wait. */
export const SwitchingInProgress: Story = {
  ...profileStory(['eip155:injected', 'eip155:announced'], 'pending'),
  play: afterAnimations(async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch to Browser Wallet' }))
    const busy = await canvas.findByRole('button', { name: 'Switch to Browser Wallet' })
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('button', { name: 'Disconnect Harbor Wallet' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Add wallet' })).toBeDisabled()
  }),
}

/** The Account view with two wallets connected: "Manage wallets" under the network, the way to the Profile view (the dom test clicks it). */
export const AccountWithTwoWallets: Story = {
  ...modalStory({
    view: 'Account',
    kit: { options: { adapters: [twoAccountAdapter()] } },
    state: async (kit: StoryKit) => {
      await kit.connect('eip155:injected')
      await kit.connect('eip155:announced')
      await kit.loadBalances()
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    const entry = await canvas.findByRole('button', { name: 'Manage wallets' })
    await expect(entry).toBeVisible()
    await expect(canvas.getByRole('dialog', { name: 'Account' })).toBeVisible()
    await expect(canvas.getByText('0x8ba1…BA72')).toBeVisible()
  }),
}
