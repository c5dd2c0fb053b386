import type { Meta, StoryObj } from '@storybook/react-vite'
import { runInAction } from 'mobx'
import { expect, userEvent, waitFor } from 'storybook/test'
import { modalStory } from './modalStory.tsx'
import { afterAnimations } from './afterAnimations.ts'
import type { StoryKit } from './storyKit.ts'

/** The modal shell around the views: header, history, loading and failure of a view's code, closing, direction. */
const meta: Meta = { title: 'Shell/Modal' }
export default meta
type Story = StoryObj

function kitOf(loaded: unknown): StoryKit {
  return (loaded as { kit: StoryKit }).kit
}

/** A view whose code has not arrived: the spinner where the view goes. */
export const ViewLoading: Story = {
  ...modalStory({
    view: 'Networks',
    state: (kit) => {
      kit.store.registry.registerView({ id: 'Networks', title: 'view.Networks.title', load: () => new Promise(() => {}) })
    },
    preloadViews: false,
  }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('dialog', { name: 'Choose Network' })).toBeVisible()
    await expect(canvasElement.querySelector('.pc-view-state')).toHaveAttribute('data-state', 'loading')
  }),
}

/** A view whose code failed to load: the failure, and Try again. */
export const ViewFailed: Story = {
  ...modalStory({
    view: 'Networks',
    state: (kit) => {
      kit.store.registry.registerView({ id: 'Networks', title: 'view.Networks.title', load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) })
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('This view could not be shown.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  }),
}

/** A view no plugin registered (the send plugin's, without the plugin): said plainly. */
export const ViewNotFound: Story = {
  ...modalStory({ view: 'WalletSend' }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog', { name: 'View not found' })).toBeVisible()
    await expect(canvas.getByText(/The view "WalletSend" is not available/)).toBeVisible()
  }),
}

/** A second view pushed on Connect: Back returns to Connect. */
export const History: Story = {
  ...modalStory({ view: 'Connect', state: (kit) => runInAction(() => kit.store.router.push('Networks')) }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog', { name: 'Choose Network' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }))
    await expect(await canvas.findByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull()
    await expect(await canvas.findByText('Harbor Wallet')).toBeVisible()
  }),
}

/** Escape closes the modal. */
export const ClosesOnEscape: Story = {
  ...modalStory({ view: 'Connect' }),
  play: afterAnimations(async ({ canvas, loaded }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Connect Wallet' })
    dialog.focus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
    await expect(kitOf(loaded).store.modal.open).toBe(false)
  }),
}

/** A close guard forbids closing (SIWX required without a session): Close is disabled and Escape does nothing. */
export const CloseForbidden: Story = {
  ...modalStory({ view: 'Connect', state: (kit) => void kit.store.modal.addCloseGuard(() => false) }),
  play: afterAnimations(async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('button', { name: 'Close' })).toBeDisabled()
    const dialog = canvas.getByRole('dialog', { name: 'Connect Wallet' })
    dialog.focus()
    await userEvent.keyboard('{Escape}')
    await expect(dialog).toBeVisible()
    await expect(kitOf(loaded).store.modal.open).toBe(true)
  }),
}

/** A right-to-left locale: the dialog itself carries Arabic's direction and language, its texts in Arabic. */
export const RightToLeft: Story = {
  ...modalStory({
    view: 'Connect',
    state: async (kit) => {
      kit.store.i18n.setLocale('ar')
      await kit.store.i18n.loaded
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'ربط المحفظة' })
    await expect(dialog).toHaveAttribute('dir', 'rtl')
    await expect(dialog).toHaveAttribute('lang', 'ar')
    await expect(canvas.getByRole('button', { name: 'إغلاق' })).toBeVisible()
  }),
}
