import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { modalStory } from '../modalStory.tsx'
import { afterAnimations } from '../afterAnimations.ts'

/** The Networks view (ui/src/views/NetworksView.tsx): the configured networks by namespace, the active one marked; choosing one switches. */
const meta: Meta = { title: 'Views/Networks' }
export default meta
type Story = StoryObj

/** Connected on Ethereum: EVM and Solana groups, Ethereum active, Sepolia marked as a testnet. */
export const Default: Story = {
  ...modalStory({ view: 'Networks', state: (kit) => kit.connect() }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog', { name: 'Choose Network' })).toBeVisible()
    await expect(await canvas.findByRole('heading', { name: 'EVM networks' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Solana networks' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Ethereum/ })).toHaveTextContent('Active')
    await expect(canvas.getByRole('button', { name: /Sepolia/ })).toHaveTextContent('Testnet')
  }),
}

/** The default state in the light theme. */
export const DefaultLight: Story = { ...Default, globals: { theme: 'light' } }

/** Base chosen, and the wallet has not answered: Base says Switching, the other networks wait. */
export const Loading: Story = {
  ...modalStory({ view: 'Networks', kit: { adapters: [{ switchNetwork: 'pending' }] }, state: (kit) => kit.connect() }),
  play: afterAnimations(async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Base/ }))
    await expect(await canvas.findByRole('button', { name: /Base/ })).toHaveTextContent('Switching…')
    await expect(canvas.getByRole('button', { name: /Arbitrum One/ })).toBeDisabled()
  }),
}

/** The wallet declined the switch: the error snack, and Ethereum still active. */
export const Error: Story = {
  ...modalStory({ view: 'Networks', kit: { adapters: [{ switchNetwork: 'decline' }] }, state: (kit) => kit.connect() }),
  play: afterAnimations(async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Base/ }))
    const snack = await canvas.findByText('User rejected the request.')
    await expect(snack.closest('[role="alert"]')).toHaveAttribute('data-state', 'open')
    await expect(canvas.getByRole('button', { name: /Ethereum/ })).toHaveTextContent('Active')
  }),
}

/** The wallet is on a network the app does not configure: the Unsupported notice, no network active. */
export const WrongNetwork: Story = {
  // Unsupported networks allowed: otherwise the modal moves to UnsupportedChain by itself (SPEC §2).
  ...modalStory({ view: 'Networks', kit: { adapters: [{ walletNetworkId: 'eip155:56' }], options: { allowUnsupportedChain: true } }, state: (kit) => kit.connect() }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Your wallet is on a network this app does not support.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Ethereum/ })).not.toHaveTextContent('Active')
  }),
}

/** No wallet connected: the default network is active, and choosing another just selects it. */
export const NotConnected: Story = {
  ...modalStory({ view: 'Networks' }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Ethereum/ })).toHaveTextContent('Active')
  }),
}
