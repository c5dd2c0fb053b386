import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { ProviderError } from '@portico/kernel'
import { modalStory } from './modalStory.tsx'
import { afterAnimations } from './afterAnimations.ts'
import type { StoryKit } from './storyKit.ts'

/** The notification snack (SPEC §2): success, error and loading, one at a time, over the Connect view. */
const meta: Meta = { title: 'Shell/Snack' }
export default meta
type Story = StoryObj

function kitOf(loaded: unknown): StoryKit {
  return (loaded as { kit: StoryKit }).kit
}

/** A success message, announced politely (role status). */
export const Success: Story = {
  ...modalStory({ view: 'Connect', state: (kit) => kit.store.snack.showSuccess('Address copied', { autoClose: false }) }),
  play: afterAnimations(async ({ canvas }) => {
    const message = await canvas.findByText('Address copied')
    await expect(message.closest('[role="status"]')).toHaveAttribute('data-state', 'open')
  }),
}

/** The success snack in the light theme. */
export const SuccessLight: Story = { ...Success, globals: { theme: 'light' } }

/** An error from a wallet, resolved to its text (SPEC §8) and announced at once (role alert). */
export const Error: Story = {
  ...modalStory({
    view: 'Connect',
    state: (kit) => kit.store.snack.showError(new ProviderError('Signature declined', { code: 4001 }), { autoClose: false }),
  }),
  play: afterAnimations(async ({ canvas }) => {
    const message = await canvas.findByText('Signature declined')
    await expect(message.closest('[role="alert"]')).toHaveAttribute('data-state', 'open')
    await expect(message.closest('.pc-snack')).toHaveAttribute('data-variant', 'error')
  }),
}

/** A loading message with its spinner; it stays until replaced (SPEC §8: "Authenticating..."). */
export const Loading: Story = {
  ...modalStory({ view: 'Connect', state: (kit) => kit.store.snack.showLoading('Authenticating...') }),
  play: afterAnimations(async ({ canvas }) => {
    const message = await canvas.findByText('Authenticating...')
    await expect(message.closest('.pc-snack')).toHaveAttribute('data-variant', 'loading')
  }),
}

/** A new message while one is open: the open one hides first, and the new one appears after 150 ms. */
export const Replaced: Story = {
  ...modalStory({ view: 'Connect', state: (kit) => kit.store.snack.showSuccess('Address copied', { autoClose: false }) }),
  play: afterAnimations(async ({ canvas, loaded }) => {
    await canvas.findByText('Address copied')
    const { snack } = kitOf(loaded).store
    snack.showError('Signature declined', { autoClose: false })
    // Hidden at once; shown again only after the swap delay.
    await expect(snack.open).toBe(false)
    const message = await canvas.findByText('Signature declined')
    await expect(message.closest('[role="alert"]')).toHaveAttribute('data-state', 'open')
    await expect(canvas.queryByText('Address copied')).toBeNull()
  }),
}

/** A success message closes by itself. */
export const AutoClose: Story = {
  ...modalStory({ view: 'Connect', state: (kit) => kit.store.snack.showSuccess('Address copied') }),
  play: afterAnimations(async ({ canvas }) => {
    const message = await canvas.findByText('Address copied')
    await expect(message.closest('[role="status"]')).toHaveAttribute('data-state', 'open')
    await waitFor(() => expect(canvas.queryByText('Address copied')).toBeNull(), { timeout: 5000 })
  }),
}
