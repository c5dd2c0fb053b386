import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { afterAnimations } from '../afterAnimations.ts'
import { bodyFitsContent } from '../bodyFitsContent.ts'
import { modalStory } from '../modalStory.tsx'
import type { StoryKit } from '../storyKit.ts'
import { socialsKit } from './socialsKit.ts'
import { socials } from '@portico/plugin-socials'
import { embeddedStorage } from '@portico/adapter-embedded'

/** The socials plugin's views (plugins/socials/src): the providers on Connect, the popup login, Farcaster's QR code. */
const meta: Meta = { title: 'Plugins/Socials' }
export default meta
type Story = StoryObj

const ready = (kit: StoryKit) => kit.appKit.ready
const socialsStore = (kit: StoryKit) => kit.store.plugins.get('socials')!

/**
 * The Connect view in the demo's default shape (issue 34, AppKit's order): three wallet rows and All
 * Wallets, "or", e-mail, Google in full and one row of four providers ending in "…" for the rest;
 * the dialog is at most 600 px tall.
 */
export const ConnectDefault: Story = {
  ...modalStory({ view: 'Connect', kit: socialsKit(), state: ready }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    const group = within(await canvas.findByRole('group', { name: 'Log in with a social account' }))
    await expect(group.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
    const names = group.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)
    await expect(names).toEqual(['Continue with Google', 'Continue with X', 'Continue with Farcaster', 'Continue with Discord', 'Continue with Apple', 'More social logins'])
    const wallets = within(canvas.getByRole('list', { name: 'Wallets' }))
    const rows = wallets.getAllByRole('button').map((button) => button.querySelector('.pc-list-item-label')?.textContent)
    await expect(rows).toEqual(['WalletConnect', 'Harbor Wallet', 'Amber Wallet', 'All Wallets'])
    await expect(canvas.getByRole('button', { name: /WalletConnect/ })).toHaveTextContent('QR code')
    // The "or" between the wallets and the e-mail (drawn by the stylesheet from data-or).
    const email = canvasElement.querySelector('[data-kind="email"]')!
    await expect(getComputedStyle(email, '::before').content).toBe('"or"')
    await expect(getComputedStyle(canvasElement.querySelector('[data-kind="social"]')!, '::before').content).toBe('none')
    await bodyFitsContent(canvasElement)
    const height = (await canvas.findByRole('dialog', { name: 'Connect Wallet' })).getBoundingClientRect().height
    await expect(height).toBeLessThanOrEqual(600)
  }),
}

/** Every provider, one row each: where the Connect view's "…" leads. */
export const ConnectSocials: Story = {
  ...modalStory({ view: 'Connect', kit: socialsKit(), state: ready }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'More social logins' }))
    const list = within(await canvas.findByRole('list', { name: 'Log in with a social account' }))
    await expect(canvas.getByRole('dialog', { name: 'All Socials' })).toBeVisible()
    await expect(list.getAllByRole('button').map((button) => button.textContent)).toEqual(['Google', 'X', 'Farcaster', 'Discord', 'Apple', 'GitHub', 'Facebook'])
    await bodyFitsContent(canvasElement)
  }),
}

/** All Socials opened directly (`open({ view: 'ConnectSocials' })`) for a host that offers three providers, in its order. */
export const AllSocialsHostList: Story = {
  ...modalStory({ view: 'ConnectSocials', kit: { ...socialsKit(), options: { ...socialsKit().options, features: { socials: ['github', 'discord', 'x'] } } }, state: ready }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    const list = within(await canvas.findByRole('list', { name: 'Log in with a social account' }))
    await expect(list.getAllByRole('button').map((button) => button.textContent)).toEqual(['GitHub', 'Discord', 'X'])
    await bodyFitsContent(canvasElement)
  }),
}

/** Socials turned off by the host: no provider shown. */
export const ConnectEmpty: Story = {
  ...modalStory({ view: 'Connect', kit: { ...socialsKit(), options: { ...socialsKit().options, features: { socials: false } } }, state: ready }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Email' })).toBeVisible()
    await expect(canvas.queryByRole('group', { name: 'Log in with a social account' })).toBeNull()
  }),
}

/** The provider's popup is open: waiting for the sign-in there. */
export const PopupWaiting: Story = {
  ...modalStory({
    view: 'ConnectingSocial',
    data: { provider: 'github' },
    kit: socialsKit({ verify: 'pending' }),
    state: async (kit) => {
      await kit.appKit.ready
      // A stand-in for the popup window the click would open: it stays open, nothing loads in it.
      const popup = { closed: false, location: { href: 'about:blank' }, close() {} }
      void socialsStore(kit).connectWithPopup('github', popup, new AbortController().signal)
    },
  }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('dialog', { name: 'Log in' })).toBeVisible()
    await expect(await canvas.findByText('Continue in the GitHub window')).toBeVisible()
    // The spinner sits in the middle, above the centred text.
    const middle = (element: Element | null) => {
      const box = element?.getBoundingClientRect()
      return box ? box.left + box.width / 2 : Number.NaN
    }
    const spinner = canvasElement.querySelector('.pc-view-state .pc-spinner svg')
    await expect(middle(spinner)).toBeCloseTo(middle(canvasElement.querySelector('.pc-view-state')), 0)
  }),
}

/** The popup was blocked: the reason, and Try again opens it from a click. */
export const PopupError: Story = {
  ...modalStory({
    view: 'ConnectingSocial',
    data: { provider: 'github' },
    kit: socialsKit(),
    state: async (kit) => {
      await kit.appKit.ready
      await socialsStore(kit).connectWithPopup('github', null, new AbortController().signal)
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Login failed')).toBeVisible()
    await expect(canvas.getByText(/allow pop-ups for this site/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  }),
}

/** Farcaster: the QR code of the frame's URL, waiting for the approval. */
export const FarcasterDefault: Story = {
  ...modalStory({ view: 'ConnectingFarcaster', kit: socialsKit(), state: ready }),
  play: afterAnimations(async ({ canvas }) => {
    const code = await canvas.findByRole('img', { name: 'Farcaster QR code' })
    await expect(code).toHaveAttribute('data-value', 'https://farcaster.example/approve?channel=story-channel-0001')
    await expect(canvas.getByRole('button', { name: 'Open the link' })).toBeEnabled()
  }),
}

/** Farcaster: the URL is not there yet. */
export const FarcasterLoading: Story = {
  ...modalStory({ view: 'ConnectingFarcaster', kit: socialsKit({ farcaster: 'pending' }), state: ready }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Preparing the Farcaster link…')).toBeVisible()
  }),
}

/** Farcaster: the frame failed; Try again. */
export const FarcasterError: Story = {
  ...modalStory({ view: 'ConnectingFarcaster', kit: socialsKit({ farcaster: 'fail' }), state: ready }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Login failed')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  }),
}

/**
 * Account for a Google login on a host that lists the socials plugin without the e-mail one (issue
 * 31): Export private key among the wallet features, with no Edit Email. The export view itself is
 * one shared part (adapters/embedded/src/keyExport), its stories in EmailViews.
 */
export const AccountExportKey: Story = {
  ...modalStory({
    view: 'Account',
    kit: { ...socialsKit({ exportKey: 'EXPORTED' }), options: { plugins: [socials()] } },
    state: async (kit) => {
      await kit.appKit.ready
      kit.store.storage.write(embeddedStorage.connectedSocialProvider, 'google')
      await kit.connect('ID_AUTH')
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Export private key' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Edit Email' })).toBeNull()
  }),
}
