import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { afterAnimations } from '../afterAnimations.ts'
import { modalStory } from '../modalStory.tsx'
import { payKit } from './payKit.ts'
import { storyPayState } from './storyPayState.ts'

/** The payment a host asked for (plugins/pay/src/PayView.tsx): amount, asset, network, recipient, and Pay. */
const meta: Meta = { title: 'Plugins/Pay/Pay' }
export default meta
type Story = StoryObj

function stateOf(canvasElement: HTMLElement): string | null | undefined {
  return canvasElement.ownerDocument.querySelector('.pc-pay')?.getAttribute('data-state')
}

/** Connected on the asset's network: the payment and Pay. */
export const Default: Story = {
  ...modalStory({ view: 'Pay', kit: payKit(), state: (kit) => storyPayState(kit) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Pay' })
    await expect(within(dialog).getByText('25 USDC')).toBeVisible()
    await expect(within(dialog).getByText('USD Coin')).toBeVisible()
    await expect(within(dialog).getByText('Ethereum')).toBeVisible()
    await expect(within(dialog).getByText('0x14dC…9955')).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Pay 25 USDC' })).toBeEnabled()
    await expect(stateOf(canvasElement)).toBe('ready')
  }),
}

/** No wallet connected: Connect wallet first. */
export const Disconnected: Story = {
  ...modalStory({ view: 'Pay', kit: payKit(), state: (kit) => storyPayState(kit, { connect: false }) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Connect a wallet to pay.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Connect wallet' })).toBeEnabled()
    await expect(stateOf(canvasElement)).toBe('disconnected')
  }),
}

/** The wallet is on another network: Pay switches it. */
export const WrongNetwork: Story = {
  ...modalStory({ view: 'Pay', kit: payKit(), state: (kit) => storyPayState(kit, { network: 'eip155:8453' }) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Your wallet is on Ethereum. Paying switches it to Base.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Pay 25 USDC' })).toBeEnabled()
    await expect(stateOf(canvasElement)).toBe('wrongNetwork')
  }),
}

/** Switching network in the wallet. */
export const Switching: Story = {
  ...modalStory({ view: 'Pay', kit: payKit({ switchNetwork: 'pending' }), state: (kit) => storyPayState(kit, { network: 'eip155:8453', pay: true }) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Switch to Base in your wallet.')).toHaveAttribute('role', 'status')
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await expect(stateOf(canvasElement)).toBe('switching')
  }),
}

/** Waiting for the wallet to confirm the payment. */
export const Confirming: Story = {
  ...modalStory({ view: 'Pay', kit: payKit({ sendTransaction: 'pending' }), state: (kit) => storyPayState(kit, { pay: true }) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Confirm the payment in your wallet.')).toHaveAttribute('role', 'status')
    await expect(canvas.getByRole('button', { name: 'Pay 25 USDC' })).toHaveAttribute('aria-busy', 'true')
    await expect(stateOf(canvasElement)).toBe('confirming')
  }),
}

/** Declined in the wallet: nothing sent, saying so, and Try again. */
export const Declined: Story = {
  ...modalStory({ view: 'Pay', kit: payKit({ sendTransaction: 'decline' }), state: (kit) => storyPayState(kit, { pay: true }) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('You declined the payment in your wallet.')).toHaveAttribute('role', 'alert')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
    await expect(stateOf(canvasElement)).toBe('declined')
  }),
}

/** The wallet could not send it: why, and Try again. */
export const Error: Story = {
  ...modalStory({ view: 'Pay', kit: payKit({ sendTransaction: 'fail' }), state: (kit) => storyPayState(kit, { pay: true }) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeEnabled()
    const failure = canvasElement.ownerDocument.querySelector('.pc-pay-failure')
    await expect(failure).toHaveAttribute('role', 'alert')
    await expect(failure?.textContent).not.toBe('')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
    await expect(stateOf(canvasElement)).toBe('failed')
  }),
}

/** No payment asked for. */
export const Empty: Story = {
  ...modalStory({ view: 'Pay', kit: payKit() }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('There is no payment to make.')).toBeVisible()
  }),
}

/** The exchanges the payment can be made from, below the wallet's Pay. */
export const WithExchanges: Story = {
  ...modalStory({ view: 'Pay', kit: payKit({}, {}), state: (kit) => storyPayState(kit) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('region', { name: 'Or pay from an exchange' })
    await expect(within(list).getByRole('button', { name: 'Pay from Cove Exchange' })).toBeEnabled()
    await expect(within(list).getByRole('button', { name: 'Pay from Tidal Exchange' })).toBeEnabled()
    await expect(list).toHaveAttribute('data-state', 'ready')
    await expect(stateOf(canvasElement)).toBe('ready')
  }),
}

/** No wallet connected: Connect wallet, or pay from an exchange without one. */
export const DisconnectedWithExchanges: Story = {
  ...modalStory({ view: 'Pay', kit: payKit({}, {}), state: (kit) => storyPayState(kit, { connect: false }) }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'Pay from Cove Exchange' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Connect wallet' })).toBeEnabled()
    await expect(stateOf(canvasElement)).toBe('disconnected')
  }),
}

/** The exchanges being listed. */
export const ExchangesLoading: Story = {
  ...modalStory({ view: 'Pay', kit: payKit({}, { exchanges: 'pending' }), state: (kit) => storyPayState(kit) }),
  play: afterAnimations(async ({ canvas }) => {
    const list = await canvas.findByRole('region', { name: 'Or pay from an exchange' })
    await expect(list).toHaveAttribute('data-state', 'loading')
    await expect(within(list).getByRole('status')).toBeVisible()
  }),
}

/** The exchanges could not be listed: the wallet's Pay still works. */
export const ExchangesError: Story = {
  ...modalStory({ view: 'Pay', kit: payKit({}, { exchanges: 'error' }), state: (kit) => storyPayState(kit) }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('The exchanges could not be listed.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Pay 25 USDC' })).toBeEnabled()
  }),
}

/** No exchange withdraws the asset: no exchange section. */
export const NoExchanges: Story = {
  ...modalStory({ view: 'Pay', kit: payKit({}, { exchanges: 'none' }), state: (kit) => storyPayState(kit) }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Pay 25 USDC' })).toBeEnabled()
    await expect(canvas.queryByRole('region', { name: 'Or pay from an exchange' })).toBeNull()
  }),
}
