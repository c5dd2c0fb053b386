import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { modalStory } from '../modalStory.tsx'
import { afterAnimations } from '../afterAnimations.ts'
import type { StoryKit } from '../storyKit.ts'

/** The UnsupportedChain view (ui/src/views/UnsupportedChainView.tsx) (SPEC §2): the wallet is on a network the app does not support. */
const meta: Meta = { title: 'Views/UnsupportedChain' }
export default meta
type Story = StoryObj

const onBnbChain = { walletNetworkId: 'eip155:56' }
const connect = (kit: StoryKit) => kit.connect()

/** The wallet is on BNB Chain (eip155:56), which the app does not configure: switch, or disconnect. */
export const Default: Story = {
  ...modalStory({ view: 'UnsupportedChain', kit: { adapters: [onBnbChain] }, state: connect }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog', { name: 'Switch Network' })).toBeVisible()
    await expect(await canvas.findByText(/The network your wallet is on is not supported by this app/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Ethereum/ })).not.toHaveTextContent('Active')
    await expect(canvas.getByRole('button', { name: 'Disconnect' })).toBeEnabled()
  }),
}

/** The default state in the light theme. */
export const DefaultLight: Story = { ...Default, globals: { theme: 'light' } }

/** Ethereum chosen, and the wallet has not answered: Ethereum says Switching. */
export const Loading: Story = {
  ...modalStory({ view: 'UnsupportedChain', kit: { adapters: [{ ...onBnbChain, switchNetwork: 'pending' }] }, state: connect }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Ethereum/ }))
    await expect(await canvas.findByRole('button', { name: /Ethereum/ })).toHaveTextContent('Switching…')
    await expect(canvasElement.querySelector('.pc-unsupported')).toHaveAttribute('data-state', 'loading')
  }),
}

/** The wallet declined the switch: the error snack, and the view stays. */
export const Error: Story = {
  ...modalStory({ view: 'UnsupportedChain', kit: { adapters: [{ ...onBnbChain, switchNetwork: 'decline' }] }, state: connect }),
  play: afterAnimations(async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Ethereum/ }))
    const snack = await canvas.findByText('User rejected the request.')
    await expect(snack.closest('[role="alert"]')).toHaveAttribute('data-state', 'open')
    await expect(canvas.getByRole('dialog', { name: 'Switch Network' })).toBeVisible()
  }),
}

/** The wallet switched to Ethereum: the modal closes. */
export const Switched: Story = {
  ...modalStory({ view: 'UnsupportedChain', kit: { adapters: [onBnbChain] }, state: connect }),
  play: afterAnimations(async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Ethereum/ }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
    const { store } = (loaded as { kit: StoryKit }).kit
    await expect(store.networks.active?.caipNetworkId).toBe('eip155:1')
  }),
}
