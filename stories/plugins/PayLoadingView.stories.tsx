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

/** Opening the payment at the exchange. */
export const ExchangeOpening: Story = {
  ...modalStory({ view: 'PayLoading', kit: payKit({}, { payUrl: 'pending' }), state: (kit) => storyPayState(kit, { exchange: 'popup' }) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Opening Cove Exchange…', { selector: 'p' })).toHaveAttribute('role', 'status')
    await expect(canvas.queryByRole('button', { name: 'Done' })).toBeNull()
    await expect(stateOf(canvasElement)).toBe('depositing')
  }),
}

/** The exchange's page is open: confirm the withdrawal there; the page offered again as a link, and Pay another way. */
export const ExchangeDepositing: Story = {
  ...modalStory({ view: 'PayLoading', kit: payKit({}, {}), state: (kit) => storyPayState(kit, { exchange: 'popup' }) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Confirm the withdrawal on Cove Exchange.', { selector: 'p' })).toHaveAttribute('role', 'status')
    await expect(canvas.getByRole('link', { name: 'Open Cove Exchange' })).toHaveAttribute('href', 'https://cove.example/withdraw/story-session')
    await expect(canvas.queryByText('Your browser blocked the exchange window. Open it here:', { exact: false })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Pay another way' })).toBeEnabled()
    await expect(stateOf(canvasElement)).toBe('depositing')
  }),
}

/** The browser blocked the popup: the exchange's page as a link. */
export const ExchangePopupBlocked: Story = {
  ...modalStory({ view: 'PayLoading', kit: payKit({}, {}), state: (kit) => storyPayState(kit, { exchange: 'blocked' }) }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Your browser blocked the exchange window. Open it here:', { exact: false })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Open Cove Exchange' })).toBeVisible()
  }),
}

/** The exchange is sending the payment. */
export const ExchangeWithdrawing: Story = {
  ...modalStory({ view: 'PayLoading', kit: payKit({}, { status: 'IN_PROGRESS' }), state: (kit) => storyPayState(kit, { exchange: 'popup' }) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Cove Exchange is sending the payment…', { selector: 'p' })).toHaveAttribute('role', 'status')
    await expect(canvas.queryByRole('button', { name: 'Pay another way' })).toBeNull()
    await expect(stateOf(canvasElement)).toBe('depositing')
  }),
}

/** The exchange sent it: waiting for its confirmation on chain, not yet paid. */
export const ExchangeSentPending: Story = {
  ...modalStory({ view: 'PayLoading', kit: payKit({ confirmation: 'pending' }, { status: 'SUCCESS' }), state: (kit) => storyPayState(kit, { exchange: 'popup' }) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Waiting for the payment to be confirmed on Ethereum…', { selector: 'p' })).toHaveAttribute('role', 'status')
    await expect(canvas.getByText('0xabab…abab')).toBeVisible()
    await expect(stateOf(canvasElement)).toBe('pending')
  }),
}

/** The exchange did not send it: nothing paid. */
export const ExchangeFailed: Story = {
  ...modalStory({ view: 'PayLoading', kit: payKit({}, { status: 'FAILED' }), state: (kit) => storyPayState(kit, { exchange: 'popup' }) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('The exchange did not send the payment: nothing was paid.')).toHaveAttribute('role', 'alert')
    await expect(canvas.getByRole('button', { name: 'Done' })).toBeEnabled()
    await expect(stateOf(canvasElement)).toBe('failed')
  }),
}

/** The exchange could not be opened. */
export const ExchangeUnavailable: Story = {
  ...modalStory({ view: 'PayLoading', kit: payKit({}, { payUrl: 'error' }), state: (kit) => storyPayState(kit, { exchange: 'popup' }) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('The exchange could not be opened. Try again or pay another way.')).toHaveAttribute('role', 'alert')
    await expect(stateOf(canvasElement)).toBe('failed')
  }),
}
