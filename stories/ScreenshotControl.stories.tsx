import type { Meta, StoryObj } from '@storybook/react-vite'
import { runInAction } from 'mobx'
import { expect } from 'storybook/test'
import { modalStory } from './modalStory.tsx'
import { afterAnimations } from './afterAnimations.ts'
import type { StoryKit } from './storyKit.ts'
import { storyScreenshotName } from './storyScreenshotName.ts'
import { storyScreenshots } from './storyScreenshots.ts'

/**
 * The screenshot comparison's positive control, a story test hidden from Storybook's sidebar
 * (`!dev`): the comparison must fail, and write its diff image, when one theme variable changes
 * a single outline by one colour.
 */
const meta: Meta = { title: 'Tests/Screenshot control', tags: ['!dev'] }
export default meta
type Story = StoryObj

/**
 * Networks with Ethereum active (its row's 1 px outline is the accent colour): with the host's
 * accent set to orange, the dark left-to-right screenshot must not match this story's own
 * baseline; the accent comes back before the preview compares the four combinations as usual.
 */
export const AccentChanged: Story = {
  ...modalStory({ view: 'Networks', state: (kit) => kit.connect() }),
  play: afterAnimations(async ({ canvas, canvasElement, loaded, id }) => {
    await expect(await canvas.findByRole('button', { name: /Ethereum/ })).toHaveAttribute('data-state', 'selected')
    const screenshots = storyScreenshots.current
    // Plain Storybook compares nothing; a run rewriting the baselines would take the orange one.
    if (!screenshots || screenshots.updating) return
    const name = storyScreenshotName(id, 'dark', 'ltr')
    const { baseline, diff } = screenshots.paths(name)
    await expect(await screenshots.exists(baseline), `${baseline} is missing: npm run test:visual:update writes it`).toBe(true)
    // A diff image left by an earlier run proves nothing.
    await screenshots.remove(diff)
    const { theme } = (loaded as { kit: StoryKit }).kit.store
    const variables = theme.themeVariables
    theme.setThemeVariables({ '--w3m-accent': '#ff8a00' })
    try {
      const dialog = canvasElement.querySelector<HTMLElement>('[data-part="dialog"]')!
      const failure = await screenshots.match(dialog, name).then(
        () => undefined,
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      )
      await expect(failure).toMatch(/Screenshot does not match the stored reference/)
      await expect(failure).toContain(diff)
      await expect(await screenshots.exists(diff)).toBe(true)
    } finally {
      runInAction(() => {
        theme.themeVariables = variables
      })
    }
  }),
}
