import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { afterAnimations } from '../afterAnimations.ts'
import { expectLoadingKeepsSize } from '../expectLoadingKeepsSize.ts'
import { modalStory } from '../modalStory.tsx'
import { activityKit, connectedActivity } from '../plugins/activityKit.ts'

/**
 * The activity plugin (plugins/activity): the Transactions view and the Account view's Activity
 * tab, on the real stores with the story adapter and a fixed transaction source.
 */
const meta: Meta = { title: 'Plugins/Activity' }
export default meta
type Story = StoryObj

/** Three months of history, newest first, grouped by month; the second page loads as the end comes into view. */
export const Default: Story = {
  ...modalStory({ view: 'Transactions', kit: activityKit(), state: (kit) => connectedActivity(kit) }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog', { name: 'Activity' })).toBeVisible()
    const november = within(await canvas.findByRole('list', { name: 'November 2026' }))
    await expect(november.getAllByRole('listitem')).toHaveLength(3)
    await expect(november.getByText('-0.250 ETH')).toBeVisible()
    await expect(november.getByText('+1,200.000 USDC')).toBeVisible()
    await expect(november.getByText('Minted')).toBeVisible()
    // The second page (September) arrives by scrolling, or by Load more.
    const september = await canvas.findByRole('list', { name: 'September 2026' })
    await expect(within(september).getByText('+1.500 ETH')).toBeVisible()
    const october = within(canvas.getByRole('list', { name: 'October 2026' }))
    await expect(october.getByText('Failed')).toBeVisible()
    const link = november.getAllByRole('link')[0]
    await expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\/explorer\.invalid\/1\/tx\/0x[0-9a-f]{64}$/))
    await expect(link).toHaveAttribute('target', '_blank')
    // The live region tells screen readers how many are shown.
    await expect(await canvas.findByText('6 transactions shown')).toHaveAttribute('role', 'status')
  }),
}

/** The default state in the light theme. */
export const DefaultLight: Story = { ...Default, globals: { theme: 'light' } }

/** In the Account view: the Activity tab after Tokens, the same list. */
export const InAccountTab: Story = {
  ...modalStory({ view: 'Account', kit: activityKit(), state: (kit) => connectedActivity(kit) }),
  play: afterAnimations(async ({ canvas }) => {
    const tab = await canvas.findByRole('tab', { name: 'Activity' })
    await expect(canvas.getAllByRole('tab').map((element) => element.textContent)).toEqual(['Tokens', 'Activity'])
    await userEvent.click(tab)
    await expect(await canvas.findByRole('list', { name: 'November 2026' })).toBeVisible()
  }),
}

/** The first page has not arrived: placeholder rows, the list busy. */
export const Loading: Story = {
  ...modalStory({ view: 'Transactions', kit: activityKit(), state: (kit) => connectedActivity(kit, 'pending') }),
  play: afterAnimations(async ({ canvasElement }) => {
    const list = canvasElement.querySelector('.pc-activity')
    await expect(list).toHaveAttribute('data-state', 'loading')
    await expect(list).toHaveAttribute('aria-busy', 'true')
    await expect(canvasElement.querySelectorAll('.pc-activity-row[data-state="loading"]')).toHaveLength(3)
  }),
}

/** The first page arriving: each placeholder row has the size of the transaction row that replaces it. */
export const LoadingKeepsSize: Story = {
  ...modalStory({ view: 'Transactions', kit: activityKit(), state: (kit) => connectedActivity(kit, 'held') }),
  play: afterAnimations(async ({ canvasElement }) => {
    await expectLoadingKeepsSize(canvasElement, [{ placeholder: '.pc-activity-row[data-state="loading"]', loaded: '.pc-activity-group .pc-activity-row' }])
  }),
}

/** No transactions on this network. */
export const Empty: Story = {
  ...modalStory({ view: 'Transactions', kit: activityKit(), state: (kit) => connectedActivity(kit, 'empty') }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('No activity yet')).toBeVisible()
    await expect(canvas.getByText('Transactions of this account on Ethereum will show here.')).toBeVisible()
  }),
}

/** The service failed: SPEC §8's "Failed to fetch transactions", in the snack and the list, with Try again. */
export const Error: Story = {
  ...modalStory({ view: 'Transactions', kit: activityKit(), state: (kit) => connectedActivity(kit, 'fail') }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    const failure = await canvas.findByText('Failed to fetch transactions', { selector: '.pc-activity-error *' })
    await expect(failure.closest('[role="alert"]')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
    await expect(canvasElement.querySelector('.pc-activity')).toHaveAttribute('data-state', 'error')
  }),
}

/** A send made through Portico shows at once, pending, above the history. */
export const PendingSend: Story = {
  ...modalStory({
    view: 'Transactions',
    kit: activityKit(),
    state: async (kit) => {
      await connectedActivity(kit)
      kit.store.events.emit('transaction:sent', {
        hash: `0x${'f'.repeat(64)}`,
        chainId: 'eip155:1',
        from: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
        to: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
        transfer: { symbol: 'ETH', name: 'Ether', amount: '0.1' },
      })
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    const pending = within(await canvas.findByRole('list', { name: 'Pending' }))
    await expect(pending.getByText('Sending')).toBeVisible()
    await expect(pending.getByText('-0.100 ETH')).toBeVisible()
    await expect(pending.getByText('To 0x71C7…976F')).toBeVisible()
  }),
}

/** A spam-only transaction and another chain's are not listed (SPEC §5). */
export const SpamDropped: Story = {
  ...modalStory({ view: 'Transactions', kit: activityKit(), state: (kit) => connectedActivity(kit, 'spam') }),
  play: afterAnimations(async ({ canvas }) => {
    const november = within(await canvas.findByRole('list', { name: 'November 2026' }))
    await expect(november.getAllByRole('listitem')).toHaveLength(2)
    await expect(canvas.queryByText(/FREE/)).toBeNull()
    await expect(canvas.queryByText('-3.000 ETH')).toBeNull()
  }),
}

/** A swap is one row: the token received, what was paid, and the two tokens, not a send with one more transfer. */
export const Swap: Story = {
  ...modalStory({ view: 'Transactions', kit: activityKit(), state: (kit) => connectedActivity(kit, 'swap') }),
  play: afterAnimations(async ({ canvas }) => {
    const november = within(await canvas.findByRole('list', { name: 'November 2026' }))
    await expect(november.getAllByRole('listitem')).toHaveLength(2)
    const swap = within(november.getAllByRole('listitem')[0]!)
    await expect(swap.getByText('Swapped')).toBeVisible()
    await expect(swap.getByText('ETH → PTT')).toBeVisible()
    await expect(swap.getByText('+149.850 PTT')).toBeVisible()
    await expect(swap.getByText('-0.010 ETH')).toBeVisible()
    await expect(canvas.queryByText(/more/)).toBeNull()
  }),
}

/** The app configures no project service: the tab says activity is unavailable and asks nothing. */
export const NoService: Story = {
  ...modalStory({ view: 'Transactions', kit: activityKit(), state: (kit) => connectedActivity(kit, 'none') }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Activity is unavailable: this app has no project service configured.')).toBeVisible()
  }),
}
