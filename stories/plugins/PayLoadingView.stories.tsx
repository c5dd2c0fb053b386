import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { afterAnimations } from '../afterAnimations.ts'
import { modalStory } from '../modalStory.tsx'
import { payKit } from './payKit.ts'
import { storyPayState } from './storyPayState.ts'

/** A sent payment (plugins/pay/src/PayLoadingView.tsx): waiting for its confirmation on chain, then how it ended. */
const meta: Meta = { title: 'Plugins/Pay/Payment' }
export default meta
type Story = StoryObj

function stateOf(canvasElement: HTMLElement): string | null | undefined {
  return canvasElement.ownerDocument.querySelector('.pc-pay')?.getAttribute('data-state')
}

/** Sent, waiting for its confirmation on chain: announced, with its transaction. */
export const Pending: Story = {
  ...modalStory({ view: 'PayLoading', kit: payKit({ confirmation: 'pending' }), state: (kit) => storyPayState(kit, { pay: true }) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('dialog', { name: 'Payment' })).toBeVisible()
    await expect(await canvas.findByText('Waiting for the payment to be confirmed on Ethereum…', { selector: 'p' })).toHaveAttribute('role', 'status')
    await expect(canvas.getByText('0xabab…abab')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Done' })).toBeNull()
    await expect(stateOf(canvasElement)).toBe('pending')
  }),
}

/** Confirmed on chain: paid. */
export const Success: Story = {
  ...modalStory({ view: 'PayLoading', kit: payKit(), state: (kit) => storyPayState(kit, { pay: true }) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Payment confirmed')).toBeVisible()
    await expect(canvas.getByText('Paid 25 USDC.')).toHaveAttribute('role', 'status')
    await expect(canvas.getByRole('button', { name: 'Done' })).toBeEnabled()
    await expect(stateOf(canvasElement)).toBe('success')
  }),
}

/** No confirmation came in time: it may still go through, so it is not sent again. */
export const Unconfirmed: Story = {
  ...modalStory({ view: 'PayLoading', kit: payKit({ confirmation: 'fail' }), state: (kit) => storyPayState(kit, { pay: true }) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('The payment was not confirmed in time. It may still go through: check your wallet before paying again.')).toHaveAttribute('role', 'alert')
    await expect(stateOf(canvasElement)).toBe('failed')
  }),
}

/** No payment sent. */
export const Empty: Story = {
  ...modalStory({ view: 'PayLoading', kit: payKit() }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('There is no payment to make.')).toBeVisible()
  }),
}
