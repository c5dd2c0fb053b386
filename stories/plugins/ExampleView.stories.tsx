import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { example } from '../../plugins/example/src/index.ts'
import { afterAnimations } from '../afterAnimations.ts'
import { modalStory } from '../modalStory.tsx'

/** The example plugin's view (plugins/example/src/ExampleView.tsx), the template for plugin authors. */
const meta: Meta = { title: 'Plugins/Example' }
export default meta
type Story = StoryObj

const kit = { options: { plugins: [example()] } }

/** No wallet connected: the view says so. */
export const Default: Story = {
  ...modalStory({ view: 'Example', kit, state: (story) => story.appKit.ready }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog', { name: 'Example' })).toBeVisible()
    await expect(await canvas.findByText('No wallet is connected.')).toBeVisible()
  }),
}

/** A wallet connected: the view shows its address. */
export const Connected: Story = {
  ...modalStory({
    view: 'Example',
    kit,
    state: async (story) => {
      await story.appKit.ready
      await story.connect()
    },
  }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText(/0x8ba1/i)).toBeVisible()
  }),
}
