import type { Meta, StoryObj } from '@storybook/react-vite'
import type { SiwxStore } from '@portico/plugin-siwx'
import { expect, waitFor } from 'storybook/test'
import { afterAnimations } from '../afterAnimations.ts'
import { modalStory } from '../modalStory.tsx'
import type { StoryKit } from '../storyKit.ts'
import { siwxKit } from './siwxKit.ts'

/** The SIWXSignMessage view (plugins/siwx/src/SIWXSignMessageView.tsx): sign in with the connected wallet. */
const meta: Meta = { title: 'Plugins/SIWX/Sign message' }
export default meta
type Story = StoryObj

/** Connects; the plugin then finds no session and opens the view itself. */
async function connected(kit: StoryKit): Promise<SiwxStore> {
  await kit.appKit.ready
  await kit.connect()
  const store = kit.store.plugins.get('siwx')!
  await new Promise<void>((resolve) => {
    const wait = (): void => (kit.store.router.view === 'SIWXSignMessage' && store.status === 'idle' ? resolve() : void setTimeout(wait, 10))
    wait()
  })
  return store
}

/** Required sign-in: the app's name, the account, the note that cancelling disconnects; no close button. */
export const Default: Story = {
  ...modalStory({ view: 'Connect', kit: siwxKit(), state: connected }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog', { name: 'Sign In' })).toBeVisible()
    await expect(await canvas.findByText('Harbor Market needs to connect to your wallet')).toBeVisible()
    await expect(canvas.getByText('Canceling will disconnect you.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeDisabled()
  }),
}

/** Waiting for the wallet's signature: Sign is busy, "Authenticating..." in the snack. */
export const Loading: Story = {
  ...modalStory({
    view: 'Connect',
    kit: siwxKit({ signMessage: 'pending' }),
    state: async (kit) => {
      const store = await connected(kit)
      void store.signIn()
    },
  }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Authenticating...')).toBeVisible()
    await waitFor(() => expect(canvasElement.querySelector('.pc-siwx')).toHaveAttribute('data-state', 'loading'))
  }),
}

/** The wallet declined: "Signature declined" and the view stays for another try. */
export const Error: Story = {
  ...modalStory({
    view: 'Connect',
    kit: siwxKit({ signMessage: 'decline' }),
    state: async (kit) => {
      const store = await connected(kit)
      await store.signIn()
    },
  }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Signature declined')).toBeVisible()
    await waitFor(() => expect(canvasElement.querySelector('.pc-siwx')).toHaveAttribute('data-state', 'error'))
    await expect(canvas.getByRole('button', { name: 'Sign' })).toBeEnabled()
  }),
}

/** Sign-in not required: no disconnect note, and the modal may be closed. */
export const Optional: Story = {
  ...modalStory({ view: 'Connect', kit: siwxKit({}, false), state: connected }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Harbor Market needs to connect to your wallet')).toBeVisible()
    await expect(canvas.queryByText('Canceling will disconnect you.')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeEnabled()
  }),
}

/** Opened with no wallet connected. */
export const Empty: Story = {
  ...modalStory({ view: 'SIWXSignMessage', kit: siwxKit(), state: (kit) => kit.appKit.ready }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Connect a wallet to sign in.')).toBeVisible()
  }),
}
