import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { afterAnimations } from '../afterAnimations.ts'
import { modalStory } from '../modalStory.tsx'
import { namesKit } from './namesKit.ts'
import { embeddedAccount, typed } from './storyNamesState.ts'

/** RegisterAccountNameSuccess (plugins/names): after a registration, and opened with none, on the real stores. */
const meta: Meta = { title: 'Plugins/Names/RegisterAccountNameSuccess' }
export default meta
type Story = StoryObj

/** Registered: the success view names it; Account and the connect button show it. */
export const Success: Story = {
  ...modalStory({
    view: 'RegisterAccountName',
    kit: namesKit(),
    state: async (kit) => {
      const names = await typed(kit, 'grace-7')
      await names.register()
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('grace-7.portico is your account’s name now.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Account' }))
    await expect(await canvas.findByText('grace-7.portico')).toBeVisible()
  }),
}

/** The success view with nothing registered (opened directly). */
export const SuccessEmpty: Story = {
  ...modalStory({ view: 'RegisterAccountNameSuccess', kit: namesKit(), state: embeddedAccount }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Names are for accounts of the e-mail or social login on EVM networks.')).toBeVisible()
  }),
}
