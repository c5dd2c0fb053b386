import type { Meta, StoryObj } from '@storybook/react-vite'
import axe from 'axe-core'
import { pauseAnimations } from 'storybook/preview-api'
import { expect } from 'storybook/test'
import { afterAnimations } from './afterAnimations.ts'
import { modalStory } from './modalStory.tsx'
import { withoutAnimations } from './withoutAnimations.ts'

/**
 * The positive control of the preview's axe checks, a story test hidden from Storybook's sidebar
 * (`!dev`): in the state the preview's afterEach checks a story in (Storybook's pause of the
 * animations, then stories/withoutAnimations.ts), axe must find text whose colour is too close to
 * its background. Under the pause alone it finds nothing: the dialog sits at opacity 0.
 */
const meta: Meta = { title: 'Tests/Axe contrast control', tags: ['!dev'] }
export default meta
type Story = StoryObj

/** The contrast violations axe finds in the element. */
async function contrastViolations(element: HTMLElement): Promise<number> {
  const result = await axe.run(element, { runOnly: { type: 'rule', values: ['color-contrast'] } })
  return result.violations.flatMap((violation) => violation.nodes).length
}

/** Networks, with the dialog's text drawn in a grey barely lighter than the dark background. */
export const FaintText: Story = {
  ...modalStory({ view: 'Networks' }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: /Ethereum/ })
    const dialog = canvasElement.querySelector<HTMLElement>('[data-part="dialog"]')!
    await expect(await contrastViolations(dialog)).toBe(0)
    const faint = document.createElement('style')
    faint.textContent = '[data-part="dialog"] { --pc-color-foreground: #2b2b2b !important; }'
    document.head.append(faint)
    const resume = pauseAnimations()
    try {
      // What the addon's own check saw: nothing to measure.
      await expect(await contrastViolations(dialog)).toBe(0)
      const resumeAnimations = withoutAnimations()
      try {
        await expect(await contrastViolations(dialog)).toBeGreaterThan(0)
      } finally {
        resumeAnimations()
      }
    } finally {
      resume()
      faint.remove()
    }
  }),
  parameters: { screenshots: false },
}
