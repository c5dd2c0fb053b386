import type { StoryObj } from '@storybook/react-vite'
import { waitForAnimations } from 'storybook/preview-api'

type Play = NonNullable<StoryObj['play']>

/**
 * Runs a story's play function once the modal's entry animations have finished, so visibility
 * checks see the final frame in Storybook too (the story tests run with reduced motion).
 */
export function afterAnimations(play: Play): Play {
  return async (context) => {
    await waitForAnimations(context.abortSignal)
    await play(context)
  }
}
