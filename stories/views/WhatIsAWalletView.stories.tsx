import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { afterAnimations } from '../afterAnimations.ts'
import { bodyFitsContent } from '../bodyFitsContent.ts'
import { modalStory } from '../modalStory.tsx'

/** The WhatIsAWallet view (ui/src/views/WhatIsAWalletView.tsx): help for someone without a wallet, behind the Connect view's "?". */
const meta: Meta = { title: 'Views/WhatIsAWallet' }
export default meta
type Story = StoryObj

/** Opened from the Connect view's "?": what a wallet is for, and Get a wallet, which leads to All Wallets. */
export const Default: Story = {
  ...modalStory({ view: 'Connect' }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'What is a wallet?' }))
    const dialog = within(await canvas.findByRole('dialog', { name: 'What is a wallet?' }))
    await expect(await dialog.findByRole('heading', { name: 'A home for your digital assets' })).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'A new way to sign in' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Back' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Get a wallet' })).toBeVisible()
    await bodyFitsContent(canvasElement)
  }),
}

/** Opened as `open({ view: 'WhatIsAWallet' })` (AppKit's view name), with All Wallets turned off: no Get a wallet, nowhere to lead. */
export const WithoutAllWallets: Story = {
  ...modalStory({ view: 'WhatIsAWallet', kit: { options: { features: { allWallets: false } } } }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'A home for your digital assets' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Get a wallet' })).toBeNull()
  }),
}

/** Japanese: the texts come from the kernel's catalogue of the locale. */
export const Japanese: Story = {
  ...modalStory({
    view: 'WhatIsAWallet',
    state: async (kit) => {
      kit.store.i18n.setLocale('ja')
      await kit.store.i18n.loaded
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog', { name: 'ウォレットとは？' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'ウォレットを入手' })).toBeVisible()
  }),
}
