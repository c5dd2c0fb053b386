import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { afterAnimations } from '../afterAnimations.ts'
import { modalStory } from '../modalStory.tsx'
import { connectedSend } from './connectedSend.ts'
import { filledSend } from './filledSend.ts'
import { sendKit } from './sendKit.ts'

/** The send form (plugins/send/src/SendView.tsx): token, amount with Max and its value, receiver. */
const meta: Meta = { title: 'Plugins/Send/Form' }
export default meta
type Story = StoryObj

/** Just opened: the native currency chosen; the disabled button says what is missing, SPEC's "An amount and receiver address are required" (AppKit's one button, docs/design.md), and so does the status screen readers hear. */
export const Default: Story = {
  ...modalStory({ view: 'WalletSend', kit: sendKit(), state: connectedSend }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog', { name: 'Send' })).toBeVisible()
    await expect(await canvas.findByRole('button', { name: /^Token: ETH\b/ })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'An amount and receiver address are required' })).toBeDisabled()
    await expect(canvas.getByText('An amount and receiver address are required', { selector: '[role="status"]' })).toBeInTheDocument()
    await expect(canvas.queryByText('A token is required')).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Preview send' })).toBeNull()
  }),
}

/** The balances could not be read: the token row says so (SPEC §8's text) rather than asking for a token. */
export const BalancesUnavailable: Story = {
  ...modalStory({ view: 'WalletSend', kit: sendKit({ balances: 'fail' }), state: connectedSend }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /^Select token\b.*Token Balance Unavailable/ })).toBeVisible()
    await expect(canvas.queryByText('A token is required')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Preview send' })).toBeDisabled()
  }),
}

/** Token chosen, amount and receiver missing: SPEC's "An amount and receiver address are required". */
export const Empty: Story = {
  ...modalStory({
    view: 'WalletSend',
    kit: sendKit(),
    state: async (kit) => {
      const store = await connectedSend(kit)
      const token = store.tokenBalances[0]
      if (token) store.setToken(token)
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'An amount and receiver address are required' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: /^Token: ETH\b/ })).toBeVisible()
  }),
}

/** Filled in and valid: the fiat value shows and the preview is enabled; Max fills the balance. */
export const Filled: Story = {
  ...modalStory({ view: 'WalletSend', kit: sendKit(), state: (kit) => filledSend(kit) }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Preview send' })).toBeEnabled()
    await expect(canvas.getByText('$25.00')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }))
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('1200')
  }),
}

/** A receiver that is no address, and more than the balance: both fields say what is wrong. */
export const Error: Story = {
  ...modalStory({
    view: 'WalletSend',
    kit: sendKit(),
    state: async (kit) => {
      const store = await filledSend(kit, 'USDC', '5000')
      await store.setReceiver('0x1234')
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Invalid address')).toBeVisible()
    await expect(canvas.getByText('Insufficient funds')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'To' })).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByRole('button', { name: 'Preview send' })).toBeDisabled()
  }),
}

/** The zero address as receiver (SPEC §5): refused with its own reason, not as a malformed address. */
export const UnspendableReceiver: Story = {
  ...modalStory({
    view: 'WalletSend',
    kit: sendKit(),
    state: async (kit) => {
      const store = await filledSend(kit)
      await store.setReceiver('0x0000000000000000000000000000000000000000')
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('No one can spend from this address: what is sent to it is lost')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'To' })).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByRole('button', { name: 'Preview send' })).toBeDisabled()
  }),
}

/** A send failed because the node cannot be reached: the form is kept as it was, and says so. */
export const NetworkDown: Story = {
  ...modalStory({
    view: 'WalletSend',
    kit: sendKit({ sendTransaction: 'unreachable' }),
    state: async (kit) => {
      const store = await filledSend(kit)
      kit.store.router.push('WalletSendPreview')
      await store.send()
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    const send = await canvas.findByRole('dialog', { name: 'Send' })
    const failure = await within(send).findByText('The network cannot be reached. Check your connection and try again.', { selector: '.pc-send-failure' })
    await expect(failure).toHaveAttribute('role', 'alert')
    await expect(within(send).getByRole('textbox', { name: 'Amount' })).toHaveValue('25')
    await expect(within(send).getByRole('button', { name: 'Preview send' })).toBeEnabled()
  }),
}

/** The balances have not arrived: the token row says so; the form starts on the native currency once they do. */
export const Loading: Story = {
  ...modalStory({
    view: 'WalletSend',
    kit: sendKit({ balances: 'pending' }),
    state: async (kit) => {
      await kit.appKit.ready
      await kit.connect()
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /^Select token\b.*Loading your tokens…/ })).toBeVisible()
    await expect(canvas.queryByText('A token is required')).toBeNull()
  }),
}
