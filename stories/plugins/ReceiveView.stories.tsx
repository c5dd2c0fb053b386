import type { Meta, StoryObj } from '@storybook/react-vite'
import { receive } from '@portico/plugin-receive'
import { expect, within } from 'storybook/test'
import { afterAnimations } from '../afterAnimations.ts'
import { modalStory } from '../modalStory.tsx'
import { storyAddresses } from '../storyAddresses.ts'
import type { StoryKit } from '../storyKit.ts'

/** The receive view (plugins/receive/src/ReceiveView.tsx): the address with copy and a QR code, the networks. */
const meta: Meta = { title: 'Plugins/Receive' }
export default meta
type Story = StoryObj

async function connected(kit: StoryKit): Promise<void> {
  await kit.appKit.ready
  await kit.connect()
}

/** An EVM account: its address, its QR code and the eip155 networks. */
export const Default: Story = {
  ...modalStory({ view: 'WalletReceive', kit: { options: { plugins: [receive()] } }, state: connected }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog', { name: 'Receive' })).toBeVisible()
    await expect(await canvas.findByText(storyAddresses.eip155 ?? '')).toBeVisible()
    await expect(canvas.getByRole('img', { name: /QR code of your address/ })).toHaveAttribute('data-value', storyAddresses.eip155)
    const networks = within(canvas.getByRole('list', { name: 'Networks you can receive on' }))
    await expect(networks.getByText('Ethereum')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Copy address' })).toBeVisible()
  }),
}

/** A Solana account: only the Solana networks are listed. */
export const Solana: Story = {
  ...modalStory({ view: 'WalletReceive', kit: { adapters: [{ namespace: 'solana' }], options: { plugins: [receive()] } }, state: connected }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText(storyAddresses.solana ?? '')).toBeVisible()
    const networks = within(canvas.getByRole('list', { name: 'Networks you can receive on' }))
    await expect(networks.queryByText('Ethereum')).toBeNull()
  }),
}

/** No account: the view says to connect one. */
export const Empty: Story = {
  ...modalStory({ view: 'WalletReceive', kit: { options: { plugins: [receive()] } }, state: (kit) => kit.appKit.ready }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Connect a wallet to see your address.')).toBeVisible()
  }),
}
