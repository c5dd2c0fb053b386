import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { afterAnimations } from '../afterAnimations.ts'
import { modalStory } from '../modalStory.tsx'
import { storySwapState } from './storySwapState.ts'
import { swapsKit } from './swapsKit.ts'

/** The swap's review (plugins/swaps/src/SwapPreviewView.tsx): amounts, quote details, the steps, and the swap's progress. */
const meta: Meta = { title: 'Plugins/Swaps/Preview' }
export default meta
type Story = StoryObj

/** Selling the native currency: no approval, one step; each amount with its worth in dollars. */
export const Default: Story = {
  ...modalStory({ view: 'Swap', kit: swapsKit(), state: (kit) => storySwapState(kit, { to: 'PTT', amount: '0.1' }).then(() => kit.store.router.push('SwapPreview')) }),
  play: afterAnimations(async ({ canvas }) => {
    const review = await canvas.findByRole('dialog', { name: 'Review Swap' })
    await expect(within(review).getByText('0.1 ETH')).toBeVisible()
    await expect(within(review).getByText('149.85 PTT')).toBeVisible()
    await expect(within(review).getByText('$300.00')).toBeVisible()
    await expect(within(review).getByText('$299.70')).toBeVisible()
    await expect(within(review).queryByRole('list', { name: 'Steps' })).toBeNull()
    await expect(within(review).getByRole('button', { name: 'Swap' })).toBeEnabled()
  }),
}

/**
 * The whole balance sold (1.25 ETH), with the network fee on top: the quote costs more than the
 * balance, and the button says so instead of offering a Swap that cannot be pressed.
 */
export const BalanceShort: Story = {
  ...modalStory({ view: 'Swap', kit: swapsKit(), state: (kit) => storySwapState(kit, { to: 'PTT', amount: '1.25' }).then(() => kit.store.router.push('SwapPreview')) }),
  play: afterAnimations(async ({ canvas }) => {
    const review = await canvas.findByRole('dialog', { name: 'Review Swap' })
    await expect(within(review).getByText('1.25 ETH')).toBeVisible()
    await expect(within(review).getByRole('button', { name: 'Insufficient balance' })).toBeDisabled()
    await expect(within(review).queryByRole('button', { name: 'Swap' })).toBeNull()
  }),
}

/** Selling a token whose allowance is short: approving it comes first. */
export const ApproveNeeded: Story = {
  ...modalStory({ view: 'Swap', kit: swapsKit(), state: (kit) => storySwapState(kit, { from: 'PTT', to: 'ETH', amount: '10' }).then(() => kit.store.router.push('SwapPreview')) }),
  play: afterAnimations(async ({ canvas }) => {
    const steps = await canvas.findByRole('list', { name: 'Steps' })
    await expect(within(steps).getByText('Approve PTT')).toBeVisible()
    await expect(within(steps).getByText('Lets the exchange spend exactly 10 PTT.')).toBeVisible()
  }),
}

/** Waiting for the approval in the wallet. */
export const Approving: Story = {
  ...modalStory({
    view: 'Swap',
    kit: swapsKit('fixed', { hold: true }),
    state: async (kit) => {
      const store = await storySwapState(kit, { from: 'PTT', to: 'ETH', amount: '10' })
      kit.store.router.push('SwapPreview')
      void store.swap()
    },
  }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Approve PTT in your wallet.')).toBeVisible()
    await expect(canvasElement.ownerDocument.querySelector('.pc-swap')).toHaveAttribute('data-state', 'approving')
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled()
  }),
}

/** Waiting for the swap in the wallet. */
export const Swapping: Story = {
  ...modalStory({
    view: 'Swap',
    kit: swapsKit('fixed', { hold: true }),
    state: async (kit) => {
      const store = await storySwapState(kit, { to: 'PTT', amount: '0.1' })
      kit.store.router.push('SwapPreview')
      void store.swap()
    },
  }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Confirm the swap in your wallet.')).toBeVisible()
    await expect(canvasElement.ownerDocument.querySelector('.pc-swap')).toHaveAttribute('data-state', 'swapping')
  }),
}

/** Swapped: what was sold and bought, and the way back to Account. */
export const Success: Story = {
  ...modalStory({
    view: 'Swap',
    kit: swapsKit(),
    state: async (kit) => {
      const store = await storySwapState(kit, { to: 'PTT', amount: '0.1' })
      kit.store.router.push('SwapPreview')
      await store.swap()
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Swapped 0.100 ETH for 149.850 PTT')).toBeVisible()
    await expect(canvas.getByRole('dialog', { name: 'Swap Complete' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Account' }))
    await expect(await canvas.findByRole('dialog', { name: /Account/ })).toBeVisible()
  }),
}

/** Opened without a quote: the way back to the form. */
export const Empty: Story = {
  ...modalStory({ view: 'SwapPreview', kit: swapsKit(), state: (kit) => storySwapState(kit) }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Get a quote before the review.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Back to the form' })).toBeEnabled()
  }),
}
