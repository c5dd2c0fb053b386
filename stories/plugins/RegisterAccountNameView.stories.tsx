import type { Meta, StoryObj } from '@storybook/react-vite'
import { when } from 'mobx'
import { expect, userEvent } from 'storybook/test'
import { afterAnimations } from '../afterAnimations.ts'
import { modalStory } from '../modalStory.tsx'
import { namesKit } from './namesKit.ts'
import { embeddedAccount, typed } from './storyNamesState.ts'

/** RegisterAccountName (plugins/names): each state on the real stores, the story embedded wallet and the story name registry; and Account's Name entry that opens it. */
const meta: Meta = { title: 'Plugins/Names/RegisterAccountName' }
export default meta
type Story = StoryObj

const rule = 'A wallet name has at least 4 characters of letters, digits or hyphens'

/** Nothing typed yet: the rule as a hint, Register disabled. */
export const Default: Story = {
  ...modalStory({ view: 'RegisterAccountName', kit: namesKit(), state: embeddedAccount }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Name' })).toBeVisible()
    await expect(canvas.getByText(rule)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeDisabled()
  }),
}

/** A free name: said available, suggestions beside it, Register enabled. */
export const Available: Story = {
  ...modalStory({ view: 'RegisterAccountName', kit: namesKit(), state: (kit) => typed(kit, 'grace-7') }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('grace-7.portico is available')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'grace-7-1' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeEnabled()
  }),
}

/** A name someone holds: said taken, with free names to choose instead. */
export const Taken: Story = {
  ...modalStory({ view: 'RegisterAccountName', kit: namesKit(), state: (kit) => typed(kit, 'taken-name') }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('taken-name.portico is taken')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'taken-name-1' }))
    await expect(await canvas.findByText('taken-name-1.portico is available')).toBeVisible()
  }),
}

/** A name that breaks SPEC §5's rule: the rule as the field's error. */
export const Invalid: Story = {
  ...modalStory({ view: 'RegisterAccountName', kit: namesKit(), state: (kit) => typed(kit, 'a_b!') }),
  play: afterAnimations(async ({ canvas }) => {
    const note = await canvas.findByText(rule)
    await expect(note).toHaveAttribute('role', 'alert')
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeDisabled()
  }),
}

/** The check under way. */
export const Checking: Story = {
  ...modalStory({ view: 'RegisterAccountName', kit: namesKit('pendingCheck'), state: (kit) => typed(kit, 'grace-7', false) }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Checking…')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeDisabled()
  }),
}

/** The registry failed: the name could not be checked. */
export const CheckFailed: Story = {
  ...modalStory({ view: 'RegisterAccountName', kit: namesKit('failCheck'), state: (kit) => typed(kit, 'grace-7') }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('The name could not be checked. Try again.')).toBeVisible()
  }),
}

/** Waiting for the account's signature of the registration. */
export const Signing: Story = {
  ...modalStory({
    view: 'RegisterAccountName',
    kit: namesKit('succeed', { signMessage: 'pending' }),
    state: async (kit) => {
      const names = await typed(kit, 'grace-7')
      void names.register()
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Sign the registration with your account…')).toBeVisible()
  }),
}

/** Signed; the registry registering it. */
export const Registering: Story = {
  ...modalStory({
    view: 'RegisterAccountName',
    kit: namesKit('pendingRegister'),
    state: async (kit) => {
      const names = await typed(kit, 'grace-7')
      void names.register()
      await when(() => names.registration === 'registering')
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Registering…')).toBeVisible()
  }),
}

/** The account declined to sign: Signature declined, the name kept to try again. */
export const Declined: Story = {
  ...modalStory({
    view: 'RegisterAccountName',
    kit: namesKit('succeed', { signMessage: 'decline' }),
    state: async (kit) => {
      const names = await typed(kit, 'grace-7')
      await names.register()
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Signature declined')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeEnabled()
  }),
}

/** Another wallet than the embedded one: names are not offered. */
export const NotOffered: Story = {
  ...modalStory({
    view: 'RegisterAccountName',
    kit: namesKit(),
    state: async (kit) => {
      await kit.appKit.ready
      await kit.connect()
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Names are for accounts of the e-mail or social login on EVM networks.')).toBeVisible()
  }),
}

/** Account for an embedded-wallet account: Name among the wallet features opens RegisterAccountName. */
export const AccountEntry: Story = {
  ...modalStory({ view: 'Account', kit: namesKit(), state: embeddedAccount }),
  play: afterAnimations(async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Name' }))
    await expect(await canvas.findByRole('textbox', { name: 'Name' })).toBeVisible()
  }),
}
