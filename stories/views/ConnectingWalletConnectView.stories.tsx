import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { afterAnimations } from '../afterAnimations.ts'
import { modalStory } from '../modalStory.tsx'

/** The ConnectingWalletConnect view (ui/src/views/ConnectingWalletConnectView.tsx): preparing, the QR code, declined, no connector. */
const meta: Meta = { title: 'Views/ConnectingWalletConnect' }
export default meta
type Story = StoryObj

/** The pairing URI is there: its QR code, the wallet chosen from the registry (titled with its name, its logo shown), and Copy link. */
export const Default: Story = {
  ...modalStory({ view: 'ConnectingWalletConnect', data: { walletId: 'story-wallet-08', title: 'Harbor Wallet' }, kit: { pairing: 'showing' } }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('dialog', { name: 'Harbor Wallet' })).toBeVisible()
    await expect(await canvas.findByText('Scan with Harbor Wallet', { exact: false })).toBeVisible()
    await expect(canvasElement.querySelector('.pc-connecting-status .pc-wallet-image')).not.toBeNull()
    const code = await canvas.findByRole('img', { name: 'WalletConnect QR code' })
    await expect(code.getAttribute('data-value')).toMatch(/^wc:/)
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeEnabled()
    await expect(canvasElement.querySelector('.pc-connecting')).toHaveAttribute('data-state', 'waiting')
  }),
}

/** The default state in the light theme. */
export const DefaultLight: Story = { ...Default, globals: { theme: 'light' } }

/** No URI yet: a spinner while the pairing is prepared. */
export const Loading: Story = {
  ...modalStory({ view: 'ConnectingWalletConnect', kit: { pairing: 'preparing' } }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Preparing a connection link…')).toBeVisible()
    await expect(canvasElement.querySelector('.pc-connecting')).toHaveAttribute('data-state', 'loading')
  }),
}

/** The wallet declined the session proposal: "Connection declined" and Try again. */
export const Declined: Story = {
  ...modalStory({ view: 'ConnectingWalletConnect', kit: { pairing: 'decline' } }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Connection declined')).toBeVisible()
    await expect(canvasElement.querySelector('.pc-connecting')).toHaveAttribute('data-state', 'declined')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByText('Connection declined')).toBeVisible()
  }),
}

/** No adapter offers WalletConnect: said in the user's words (SPEC's "WalletConnectConnector not found" goes to the console). */
export const Error: Story = {
  ...modalStory({ view: 'ConnectingWalletConnect', kit: { adapters: [{ connectors: [] }] } }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Connecting through WalletConnect is not available on this site.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull()
  }),
}
