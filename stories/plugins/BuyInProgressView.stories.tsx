import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { afterAnimations } from '../afterAnimations.ts'
import { modalStory } from '../modalStory.tsx'
import { onrampKit } from './onrampKit.ts'
import { storyOnRampState } from './storyOnRampState.ts'

/** A purchase under way (plugins/onramp/src/BuyInProgressView.tsx): the provider's checkout open, the order followed. */
const meta: Meta = { title: 'Plugins/OnRamp/BuyInProgress' }
export default meta
type Story = StoryObj

const root = (element: HTMLElement) => element.ownerDocument.querySelector('.pc-onramp')
const bought = '100.00 USD for 0.033 ETH'

/** The checkout is open in its window; the order is not paid yet. */
export const Pending: Story = {
  ...modalStory({ view: 'OnRampProviders', kit: onrampKit({ order: 'pending' }), state: (kit) => storyOnRampState(kit, { buy: { provider: 'harbor', until: 'pending' } }) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Complete the purchase in the Harbor Ramp window.')).toHaveAttribute('role', 'status')
    await expect(canvas.getByRole('dialog', { name: 'Buy in Progress' })).toHaveTextContent(bought)
    await expect(canvas.getByRole('link', { name: 'Open Harbor Ramp checkout' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/checkout\.invalid\/harbor\?orderId=[0-9a-f]{32}$/))
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'pending')
  }),
}

/** The browser refused the popup: the checkout is offered as a link. */
export const PopupBlocked: Story = {
  ...modalStory({ view: 'OnRampProviders', kit: onrampKit({ order: 'pending' }), state: (kit) => storyOnRampState(kit, { buy: { provider: 'harbor', popup: false, until: 'pending' } }) }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText(/Your browser blocked the checkout window/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Open Harbor Ramp checkout' })).toBeVisible()
  }),
}

/** Paid: the provider is sending the crypto. */
export const Processing: Story = {
  ...modalStory({ view: 'OnRampProviders', kit: onrampKit({ order: 'processing' }), state: (kit) => storyOnRampState(kit, { buy: { provider: 'meridian', until: 'processing' } }) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Payment received. Meridian Ramp is sending 0.033 ETH…')).toHaveAttribute('role', 'status')
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'processing')
  }),
}

/** The funds arrived: back to Account. */
export const Completed: Story = {
  ...modalStory({ view: 'OnRampProviders', kit: onrampKit({ order: 'completed' }), state: (kit) => storyOnRampState(kit, { buy: { provider: 'harbor', until: 'completed' } }) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('0.033 ETH arrived in your wallet.')).toHaveAttribute('role', 'status')
    await expect(canvas.getByRole('dialog', { name: 'Purchase Complete' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Back to Account' })).toBeEnabled()
    await expect(canvas.queryByRole('link')).toBeNull()
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'completed')
  }),
}

/** The provider refused the payment (a declined card): its reason. */
export const Failed: Story = {
  ...modalStory({ view: 'OnRampProviders', kit: onrampKit({ order: 'failed' }), state: (kit) => storyOnRampState(kit, { buy: { provider: 'harbor', until: 'failed' } }) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('The purchase failed: Your card was declined.')).toHaveAttribute('role', 'alert')
    await expect(canvas.getByRole('dialog', { name: 'Purchase Failed' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Choose another purchase' })).toBeEnabled()
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'failed')
  }),
}

/** The user cancelled at the provider. */
export const Cancelled: Story = {
  ...modalStory({ view: 'OnRampProviders', kit: onrampKit({ order: 'cancelled' }), state: (kit) => storyOnRampState(kit, { buy: { provider: 'harbor', until: 'cancelled' } }) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('The purchase was cancelled.')).toHaveAttribute('role', 'status')
    await expect(canvas.getByRole('dialog', { name: 'Purchase Cancelled' })).toBeVisible()
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'cancelled')
  }),
}

/** The checkout could not be had from the service. */
export const CheckoutError: Story = {
  ...modalStory({ view: 'OnRampProviders', kit: onrampKit({ checkout: 'error' }), state: (kit) => storyOnRampState(kit, { buy: { provider: 'harbor', until: 'error' } }) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Harbor Ramp’s checkout could not be opened.')).toHaveAttribute('role', 'alert')
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'error')
  }),
}
