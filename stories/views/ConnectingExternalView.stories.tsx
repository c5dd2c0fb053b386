import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { modalStory } from '../modalStory.tsx'
import { afterAnimations } from '../afterAnimations.ts'

/** The ConnectingExternal view (ui/src/views/ConnectingExternalView.tsx): waiting for a wallet, declined, failed, or done. */
const meta: Meta = { title: 'Views/ConnectingExternal' }
export default meta
type Story = StoryObj

const harbor = { connectorId: 'eip155:announced' }

/** The request went to Harbor Wallet, which has not answered: "Continue in Harbor Wallet". */
export const Default: Story = {
  ...modalStory({ view: 'ConnectingExternal', data: harbor, kit: { adapters: [{ connect: 'pending' }] } }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('dialog', { name: 'Connecting' })).toBeVisible()
    await expect(await canvas.findByText('Continue in Harbor Wallet')).toBeVisible()
    await expect(canvas.getByText('Accept the connection request in your wallet')).toBeVisible()
    await expect(canvasElement.querySelector('.pc-connecting')).toHaveAttribute('data-state', 'waiting')
  }),
}

/** The default state in the light theme. */
export const DefaultLight: Story = { ...Default, globals: { theme: 'light' } }

/** The wallet declined (4001): "Connection declined", and Try again to send a new request. */
export const Declined: Story = {
  ...modalStory({ view: 'ConnectingExternal', data: harbor, kit: { adapters: [{ connect: 'decline' }] } }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Connection declined')).toBeVisible()
    await expect(canvasElement.querySelector('.pc-connecting')).toHaveAttribute('data-state', 'declined')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  }),
}

/** The wallet failed (the request timed out): "Connection failed" with the reason. */
export const Error: Story = {
  ...modalStory({ view: 'ConnectingExternal', data: harbor, kit: { adapters: [{ connect: 'fail' }] } }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Connection failed')).toBeVisible()
    await expect(canvas.getByText('The request took too long to respond')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  }),
}

/** Opened for a connector no adapter offers: it fails at once, naming the reason. */
export const UnknownConnector: Story = {
  ...modalStory({ view: 'ConnectingExternal', data: { connectorId: 'eip155:missing' } }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Connection failed')).toBeVisible()
    await expect(canvas.getByText('Connector not found')).toBeVisible()
  }),
}

/** The wallet agreed: the modal moves on to Account. */
export const Connected: Story = {
  ...modalStory({ view: 'ConnectingExternal', data: harbor }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog', { name: 'Account' })).toBeVisible()
    const address = await canvas.findByText('0x8ba1…BA72')
    // The new view fades in.
    await waitFor(() => expect(address).toBeVisible())
  }),
}

/** From Connect: choosing Harbor Wallet opens the connecting view for it. */
export const FromConnect: Story = {
  ...modalStory({ view: 'Connect', kit: { adapters: [{ connect: 'pending' }] } }),
  play: afterAnimations(async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Harbor Wallet/ }))
    const waiting = await canvas.findByText('Continue in Harbor Wallet')
    await waitFor(() => expect(waiting).toBeVisible())
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible()
  }),
}
