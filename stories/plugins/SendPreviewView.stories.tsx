import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { afterAnimations } from '../afterAnimations.ts'
import { modalStory } from '../modalStory.tsx'
import { filledSend } from './filledSend.ts'
import { sendKit } from './sendKit.ts'

/** The send's review (plugins/send/src/SendPreviewView.tsx): amount and value, receiver, network, fee. */
const meta: Meta = { title: 'Plugins/Send/Preview' }
export default meta
type Story = StoryObj

/** Ready to send, with the network fee. */
export const Default: Story = {
  ...modalStory({ view: 'WalletSendPreview', kit: sendKit(), state: (kit) => filledSend(kit) }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog', { name: 'Review Send' })).toBeVisible()
    await expect(await canvas.findByText('25 USDC')).toBeVisible()
    await expect(await canvas.findByText('0.000042 ETH')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled()
  }),
}

/** The fee is being estimated. */
export const Loading: Story = {
  ...modalStory({ view: 'WalletSendPreview', kit: sendKit({ estimateFee: 'pending' }), state: (kit) => filledSend(kit) }),
  play: afterAnimations(async ({ canvas }) => {
    const fee = await canvas.findByText('Estimating…')
    await expect(fee).toHaveAttribute('aria-busy', 'true')
  }),
}

/** Waiting for the wallet: the Send button is busy and the view says where to look. */
export const Sending: Story = {
  ...modalStory({
    view: 'WalletSendPreview',
    kit: sendKit({ sendTransaction: 'pending' }),
    state: async (kit) => {
      const store = await filledSend(kit)
      void store.send()
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Approve the transaction in your wallet')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled()
  }),
}

/** The fee could not be estimated: Send is held, saying why, while the estimate is asked again. */
export const Error: Story = {
  ...modalStory({ view: 'WalletSendPreview', kit: sendKit({ estimateFee: 'fail' }), state: (kit) => filledSend(kit) }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Unavailable')).toBeVisible()
    const held = await canvas.findByText(/Send is on hold until the network fee is known/)
    await expect(held).toHaveTextContent('The request took too long to respond')
    const send = canvas.getByRole('button', { name: 'Send' })
    await expect(send).toBeDisabled()
    await expect(send).toHaveAttribute('aria-describedby', held.id)
  }),
}

/** The node cannot be reached: the review says so, and Send is held until a fee is known. */
export const NetworkDown: Story = {
  ...modalStory({ view: 'WalletSendPreview', kit: sendKit({ estimateFee: 'unreachable' }), state: (kit) => filledSend(kit) }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText(/^The network cannot be reached\. Check your connection and try again\. Send is on hold/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled()
    await expect(canvas.queryByText(/JSON-RPC/)).toBeNull()
  }),
}

/** Opened without a filled form: the way back to it. */
export const Empty: Story = {
  ...modalStory({
    view: 'WalletSendPreview',
    kit: sendKit(),
    state: async (kit) => {
      await kit.appKit.ready
      await kit.connect()
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Fill in the form before the preview.')).toBeVisible()
  }),
}
