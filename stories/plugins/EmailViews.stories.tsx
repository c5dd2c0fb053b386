import type { Meta, StoryObj } from '@storybook/react-vite'
import { when } from 'mobx'
import { expect, userEvent, waitFor } from 'storybook/test'
import { afterAnimations } from '../afterAnimations.ts'
import { modalStory } from '../modalStory.tsx'
import type { StoryKit } from '../storyKit.ts'
import { emailKit } from './emailKit.ts'
import { storyNameRegistry } from './storyNameRegistry.ts'
import { storyOnRampProvider } from './storyOnRampProvider.ts'
import { storySwapProvider } from './storySwapProvider.ts'
import { email } from '@portico/plugin-email'
import { namesPlugin } from '@portico/plugin-names'
import { onramp } from '@portico/plugin-onramp'
import { receive } from '@portico/plugin-receive'
import { send } from '@portico/plugin-send'
import { swaps } from '@portico/plugin-swaps'
import { embeddedStorage } from '@portico/adapter-embedded'
import type { StoryEmbeddedOptions } from '../storyEmbeddedAdapter.ts'

/** The e-mail plugin's views (plugins/email/src): the Connect view's e-mail entry, the code, the new device, the e-mail update. */
const meta: Meta = { title: 'Plugins/Email' }
export default meta
type Story = StoryObj

const storyEmail = 'ada@portico.example'
const ready = (kit: StoryKit) => kit.appKit.ready
const emailStore = (kit: StoryKit) => kit.store.plugins.get('email')!

/** The Connect view with the e-mail entry first (SPEC §2 order). */
export const EntryDefault: Story = {
  ...modalStory({ view: 'Connect', kit: emailKit(), state: ready }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Email' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled()
  }),
}

/** An address that is not one: said under the field. */
export const EntryError: Story = {
  ...modalStory({ view: 'Connect', kit: emailKit(), state: ready }),
  play: afterAnimations(async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'not-an-email')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(await canvas.findByText('Enter a valid e-mail address')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true')
  }),
}

/**
 * A second e-mail within 30 s: SPEC's "Please try again after N seconds". The last e-mail is dated
 * 12 s back once the address is typed, so the count does not depend on how long typing took: 18 s,
 * unless the click took a whole second to arrive.
 */
export const EntryCooldown: Story = {
  ...modalStory({ view: 'Connect', kit: emailKit(), state: ready }),
  play: afterAnimations(async ({ canvas, loaded }) => {
    const { kit } = loaded as { kit: StoryKit }
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), storyEmail)
    kit.store.storage.write(embeddedStorage.lastEmailLoginTime, Date.now() - 12_000)
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(await canvas.findByText('Please try again after 18 seconds')).toBeVisible()
  }),
}

/** Sent, waiting for the frame: Continue is busy. */
export const EntryLoading: Story = {
  ...modalStory({
    view: 'Connect',
    kit: emailKit({ connectEmail: 'pending' }),
    state: async (kit) => {
      await kit.appKit.ready
      void emailStore(kit).submitEmail(storyEmail)
    },
  }),
  play: afterAnimations(async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.pc-email')).toHaveAttribute('data-state', 'loading'))
  }),
}

/** The code sent to the e-mail. */
export const OtpDefault: Story = {
  ...modalStory({ view: 'EmailVerifyOtp', data: { email: storyEmail }, kit: emailKit(), state: ready }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText(`Enter the code we sent to ${storyEmail}`)).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Code' })).toHaveAttribute('autocomplete', 'one-time-code')
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeEnabled()
  }),
}

/** A wrong code: the frame's error under the field. */
export const OtpError: Story = {
  ...modalStory({ view: 'EmailVerifyOtp', data: { email: storyEmail }, kit: emailKit({ verify: 'fail' }), state: ready }),
  play: afterAnimations(async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Code' }), '123456')
    await expect(await canvas.findByText('Invalid code')).toBeVisible()
  }),
}

/** The code is being checked. */
export const OtpLoading: Story = {
  ...modalStory({
    view: 'EmailVerifyOtp',
    data: { email: storyEmail },
    kit: emailKit({ verify: 'pending' }),
    state: async (kit) => {
      await kit.appKit.ready
      void emailStore(kit).submitOtp('123456', storyEmail)
    },
  }),
  play: afterAnimations(async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.pc-email')).toHaveAttribute('data-state', 'loading'))
  }),
}

/** A new device: waiting for its approval from the e-mail. */
export const DeviceDefault: Story = {
  ...modalStory({ view: 'EmailVerifyDevice', data: { email: storyEmail }, kit: emailKit({ verify: 'pending' }), state: ready }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText(`Approve the login from the link we sent to ${storyEmail}`)).toBeVisible()
    await expect(canvas.getByText('Waiting for approval…')).toBeVisible()
  }),
}

/** The approval failed: the reason and Try again. */
export const DeviceError: Story = {
  ...modalStory({ view: 'EmailVerifyDevice', data: { email: storyEmail }, kit: emailKit({ verify: 'fail' }), state: ready }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Invalid code')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  }),
}

/** The e-mail update: the new address. */
export const UpdateDefault: Story = {
  ...modalStory({ view: 'UpdateEmail', kit: emailKit(), state: ready }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'New email' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled()
  }),
}

/** The code sent to the current address. */
export const UpdatePrimaryOtp: Story = {
  ...modalStory({ view: 'UpdateEmailPrimaryOtp', data: { email: 'new@portico.example' }, kit: emailKit(), state: ready }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText(/allow the change to new@portico\.example/)).toBeVisible()
  }),
}

/** The code sent to the new address. */
export const UpdateSecondaryOtp: Story = {
  ...modalStory({ view: 'UpdateEmailSecondaryOtp', data: { email: 'new@portico.example' }, kit: emailKit(), state: ready }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Enter the code we sent to new@portico.example')).toBeVisible()
  }),
}

/** Account for an account logged in with an e-mail: Edit Email among the wallet features opens the e-mail update (SPEC §4). */
export const AccountEditEmail: Story = {
  ...modalStory({
    view: 'Account',
    kit: emailKit(),
    state: async (kit) => {
      await kit.appKit.ready
      kit.store.storage.write(embeddedStorage.email, storyEmail)
      await kit.connect('ID_AUTH')
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Email' }))
    await expect(await canvas.findByRole('textbox', { name: 'New email' })).toBeVisible()
  }),
}

/** Account for a wallet that is not the e-mail login: no Edit Email. */
export const AccountWithoutEmail: Story = {
  ...modalStory({
    view: 'Account',
    kit: emailKit(),
    state: async (kit) => {
      await kit.appKit.ready
      await kit.connect()
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Disconnect' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Edit Email' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Export private key' })).toBeNull()
  }),
}

/** Account for an embedded-wallet login (issue 31): Export private key among the wallet features. */
const embeddedAccount = (exportKey: StoryEmbeddedOptions['exportKey']) =>
  modalStory({
    view: 'Account',
    kit: emailKit({ exportKey }),
    state: async (kit) => {
      await kit.appKit.ready
      kit.store.storage.write(embeddedStorage.email, storyEmail)
      await kit.connect('ID_AUTH')
    },
  })

/** The entry on Account, beside Edit Email. */
export const AccountExportKey: Story = {
  ...embeddedAccount('EXPORTED'),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Export private key' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Edit Email' })).toBeVisible()
  }),
}

/**
 * Export private key clicked: the modal waits while the secure frame asks the user to confirm (the
 * frame draws over it). The view is the embedded adapter's (adapters/embedded/src/keyExport), the
 * same for a socials login: its stories are these.
 */
export const ExportKeyWaiting: Story = {
  ...embeddedAccount('pending'),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Export private key' }))
    await expect(await canvas.findByText('Confirm in the secure frame to see your private key')).toBeVisible()
    await expect(canvasElement.querySelector('.pc-key-export')).toHaveAttribute('data-state', 'loading')
  }),
}

/** The user cancelled in the frame: back on Account, nothing changed. */
export const ExportKeyCancelled: Story = {
  ...embeddedAccount('CANCELLED'),
  play: afterAnimations(async ({ canvas, canvasElement, loaded }) => {
    const { router } = (loaded as { kit: StoryKit }).kit.store
    // The dialog names the view it shows, which stays Account while the export view's code arrives:
    // the router tells that the export view came and the frame's answer went back from it.
    const left = when(() => router.view !== 'Account', { timeout: 5_000 })
    await userEvent.click(await canvas.findByRole('button', { name: 'Export private key' }))
    await left
    await when(() => router.view === 'Account', { timeout: 5_000 })
    await waitFor(() => expect(canvasElement.querySelector('.pc-view')).toHaveAttribute('data-view', 'Account'))
    await expect(await canvas.findByRole('button', { name: 'Export private key' })).toBeVisible()
    await expect(canvasElement.querySelector('.pc-snack')).toBeNull()
  }),
}

/** The frame refused the export: its error and Try again. */
export const ExportKeyError: Story = {
  ...embeddedAccount('fail'),
  play: afterAnimations(async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Export private key' }))
    await expect(await canvas.findByText('Unauthorized')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  }),
}

/**
 * Account on a 390 px phone (issue 34) for an e-mail login with every wallet feature: the on-ramp,
 * swaps, receive and send plugins as tiles, and the account's own actions (Edit Email, Export
 * private key, the names plugin's Name) as full-width rows under them. The card fits the screen,
 * every label stays on one line, and the rows are all one height.
 */
export const AccountFeaturesOnPhone: Story = {
  ...modalStory({
    view: 'Account',
    kit: {
      ...emailKit({ exportKey: 'EXPORTED' }),
      options: {
        plugins: [
          email(),
          namesPlugin({ registry: storyNameRegistry() }),
          swaps({ provider: storySwapProvider() }),
          receive(),
          send(),
          onramp({ provider: storyOnRampProvider({}), timeZone: 'Europe/Paris' }),
        ],
      },
    },
    state: async (kit) => {
      await kit.appKit.ready
      kit.store.storage.write(embeddedStorage.email, storyEmail)
      await kit.connect('ID_AUTH')
    },
  }),
  parameters: { viewport: { options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' } }, defaultViewport: 'phone' } },
  play: afterAnimations(async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390)
    const nav = await canvas.findByRole('navigation', { name: 'Wallet features' })
    const tiles = [...nav.querySelectorAll<HTMLElement>('.pc-features button')]
    const rows = [...nav.querySelectorAll<HTMLElement>('.pc-feature-rows button')]
    await expect(tiles.map((button) => button.textContent)).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
    await expect(rows.map((button) => button.textContent)).toEqual(['Edit Email', 'Export private key', 'Name'])
    // The card no wider than the screen, and nothing leaves it: the close button, every tile and row.
    // (Its left edge is the story page's: 16 px of page and 16 px of overlay padding; the real modal is a full-width sheet under 430 px.)
    const dialog = await canvas.findByRole('dialog', { name: 'Account' })
    const card = dialog.getBoundingClientRect()
    await expect(card.width).toBeLessThanOrEqual(window.innerWidth)
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth)
    for (const element of [canvas.getByRole('button', { name: 'Close' }), ...tiles, ...rows]) {
      const box = element.getBoundingClientRect()
      await expect(box.left).toBeGreaterThanOrEqual(card.left)
      await expect(box.right).toBeLessThanOrEqual(card.right)
    }
    // Each label on one line: a label as tall as its line; the tiles on one line and the rows all one height.
    for (const label of [...tiles.map((tile) => tile.querySelector('span')!), ...rows.map((row) => row.querySelector<HTMLElement>('.pc-list-item-label')!)]) {
      await expect(label.getBoundingClientRect().height).toBeLessThanOrEqual(parseFloat(getComputedStyle(label).lineHeight) + 1)
    }
    await expect(new Set(tiles.map((tile) => Math.round(tile.getBoundingClientRect().top))).size).toBe(1)
    await expect(new Set(rows.map((row) => Math.round(row.getBoundingClientRect().height))).size).toBe(1)
    const list = nav.querySelector('ul')!
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth)
  }),
}
