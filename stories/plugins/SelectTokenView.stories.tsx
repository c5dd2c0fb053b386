import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { afterAnimations } from '../afterAnimations.ts'
import { modalStory } from '../modalStory.tsx'
import { connectedSend } from './connectedSend.ts'
import { sendKit } from './sendKit.ts'

/** The token picker of the send form (plugins/send/src/SelectTokenView.tsx). */
const meta: Meta = { title: 'Plugins/Send/Select token' }
export default meta
type Story = StoryObj

/** The account's tokens with their balances and values. */
export const Default: Story = {
  ...modalStory({ view: 'WalletSendSelectToken', kit: sendKit(), state: connectedSend }),
  play: afterAnimations(async ({ canvas }) => {
    const tokens = within(await canvas.findByRole('list', { name: 'Tokens you can send' }))
    await expect(tokens.getByRole('button', { name: /Ether/ })).toBeVisible()
    await expect(tokens.getByRole('button', { name: /USD Coin/ })).toBeVisible()
    await expect(tokens.getAllByRole('listitem')).toHaveLength(3)
  }),
}

/** The balances are still on their way. */
export const Loading: Story = {
  ...modalStory({
    view: 'WalletSendSelectToken',
    kit: sendKit({ balances: 'pending' }),
    state: async (kit) => {
      await kit.appKit.ready
      await kit.connect()
      void kit.loadBalances()
    },
  }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Loading your tokens…')).toBeVisible()
    await expect(canvasElement.querySelector('.pc-send[data-state="loading"] [role="status"]')).not.toBeNull()
  }),
}

/** No token on this network. */
export const Empty: Story = {
  ...modalStory({ view: 'WalletSendSelectToken', kit: sendKit({ balances: 'empty' }), state: connectedSend }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('No tokens to send on this network.')).toBeVisible()
  }),
}

/** The balances failed (SPEC §8's text). */
export const Error: Story = {
  ...modalStory({ view: 'WalletSendSelectToken', kit: sendKit({ balances: 'fail' }), state: connectedSend }),
  play: afterAnimations(async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.pc-send[data-state="error"]')).toHaveTextContent('Token Balance Unavailable'))
  }),
}
