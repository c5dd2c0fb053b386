import { waitForAnimations } from 'storybook/preview-api'
import { waitFor } from 'storybook/test'
import { bodyFitsItsContent } from './bodyFitsItsContent.ts'

/**
 * Waits until the dialog's body has taken its content's height (AnimatedHeight sets it a frame
 * after the content changed, from a ResizeObserver) and its animations are over. A click in
 * between focuses a control the body does not show yet, and the browser scrolls the body to it: a
 * story that clicks right after its content grew waits for this first, so its final frame does not
 * depend on the machine's speed.
 */
export async function bodyFitsContent(canvasElement: HTMLElement, signal?: AbortSignal): Promise<void> {
  await waitFor(() => {
    if (!canvasElement.querySelector('.pc-body')) throw new Error('no dialog body')
    if (!bodyFitsItsContent(canvasElement)) throw new Error('the dialog body has not taken its content\'s height')
  })
  await waitForAnimations(signal)
}
