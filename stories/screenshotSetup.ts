// Setup file of the story tests only (stories/vitest.project.ts): gives the preview the screenshot
// comparison, which needs Vitest, so plain Storybook never loads it.
import { expect, inject } from 'vitest'
import { commands, server } from 'vitest/browser'
import { storyScreenshotPath } from './storyScreenshotPath.ts'
import { storyScreenshots } from './storyScreenshots.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The absolute path of `stories/`, given by stories/vitest.project.ts. */
    storiesDirectory: string
  }
}

const storiesDirectory = inject('storiesDirectory')

/** An absolute path in `stories/` (the browser's file commands take paths from the project's root, which Storybook moves). */
function inStories(path: string): string {
  return `${storiesDirectory}/${path}`
}

async function exists(path: string): Promise<boolean> {
  return commands.readFile(path, 'base64').then(
    () => true,
    () => false,
  )
}

/**
 * Resolves once the element has not changed for `quiet` ms (at most `cap` ms): a story's play may end
 * while a view's code still loads, and a spinner frozen for the screenshot would pass the
 * two-identical-shots check in place of the view.
 */
function settled(element: HTMLElement, quiet = 100, cap = 5000): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect()
      clearTimeout(timer)
      clearTimeout(limit)
      resolve()
    }
    const observer = new MutationObserver(() => {
      clearTimeout(timer)
      timer = setTimeout(done, quiet)
    })
    let timer = setTimeout(done, quiet)
    const limit = setTimeout(done, cap)
    observer.observe(element, { subtree: true, childList: true, attributes: true, characterData: true })
  })
}

storyScreenshots.current = {
  updating: server.config.snapshotOptions.updateSnapshot === 'all',
  async match(element, name) {
    // A frame taken before the view, a font or an image arrived differs from the next run's.
    await settled(element)
    await document.fonts.ready
    await Promise.all([...element.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)))
    // Before afterEach, Storybook pauses every animation with its direction reversed, which leaves
    // a zero-length entry animation (reduced motion) on its first keyframe: the dialog at opacity 0.
    // Without animations each element shows its own, final style; an infinite one (a spinner) is
    // stopped at its first frame by the screenshot's `animations: 'disabled'`.
    const still = document.createElement('style')
    still.textContent = '*, *::before, *::after { animation: none !important; }'
    document.head.append(still)
    try {
      // Once, not through expect.element's polling, which here retried a failed comparison until
      // the test timed out instead of reporting it.
      await expect(element).toMatchScreenshot(name)
    } finally {
      still.remove()
    }
  },
  paths(name) {
    const storiesFile = (expect.getState().testPath ?? '').slice(storiesDirectory.length + 1)
    return {
      baseline: inStories(storyScreenshotPath('baseline', storiesFile, `${name}.png`)),
      diff: inStories(storyScreenshotPath('diff', storiesFile, `${name}-diff.png`)),
    }
  },
  exists,
  async remove(path) {
    if (await exists(path)) await commands.removeFile(path)
  },
}
