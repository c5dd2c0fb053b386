import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { afterAnimations } from '../afterAnimations.ts'
import { modalStory } from '../modalStory.tsx'
import type { StoryKit } from '../storyKit.ts'
import { socialsKit } from './socialsKit.ts'

/** The socials plugin's views (plugins/socials/src): the providers on Connect, the popup login, Farcaster's QR code. */
const meta: Meta = { title: 'Plugins/Socials' }
export default meta
type Story = StoryObj

const ready = (kit: StoryKit) => kit.appKit.ready
const socialsStore = (kit: StoryKit) => kit.store.plugins.get('socials')!

/** The Connect view: e-mail, then the social providers in SPEC §9's order, then the wallets (SPEC §2). */
export const ConnectDefault: Story = {
  ...modalStory({ view: 'Connect', kit: socialsKit(), state: ready }),
  play: afterAnimations(async ({ canvas }) => {
    const group = within(await canvas.findByRole('group', { name: 'Log in with a social account' }))
    await expect(group.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
    const names = group.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)
    await expect(names).toEqual(['Continue with Google', 'Continue with X', 'Continue with Farcaster', 'Continue with Discord', 'Continue with Apple', 'Continue with GitHub', 'Continue with Facebook'])
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
      const popup = { closed: false, location: { href: 'about:blank' }, close() {} } as unknown as Window
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
    const spinner = canvasElement.querySelector('.pc-connecting-status .pc-spinner svg')
    await expect(middle(spinner)).toBeCloseTo(middle(canvasElement.querySelector('.pc-connecting-status')), 0)
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
