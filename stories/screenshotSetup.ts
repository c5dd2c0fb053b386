// Setup file of the story tests only (stories/vitest.project.ts): gives the preview the screenshot
// comparison, which needs Vitest, so plain Storybook never loads it.
import { expect, inject } from 'vitest'
import { commands, server } from 'vitest/browser'
import { bodyFitsItsContent } from './bodyFitsItsContent.ts'
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

/** Resolves once `holds()` is true (checked every 25 ms), or after `cap` ms. */
function until(holds: () => boolean, cap: number): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now()
    const check = () => (holds() || performance.now() - started >= cap ? resolve() : setTimeout(check, 25))
    check()
  })
}

/**
 * Resolves once the element shows no spinner and nothing busy, or after `cap` ms: a view whose
 * data or code arrives later than `settled`'s quiet window (a loaded machine) would otherwise be
 * shot loading in one run and loaded in the next. A story that ends loading on purpose pays the
 * cap once, on its first shot.
 */
function idle(element: HTMLElement, cap = 2000): Promise<void> {
  return until(() => element.querySelector('.pc-spinner, [aria-busy="true"]') === null, cap)
}

/**
 * Resolves once the dialog's body has taken its content's height, or after `cap` ms: on a loaded
 * machine AnimatedHeight's resize can come later than `settled`'s quiet window, and the shot then
 * held the view before it in height (CI: an Account view shot 128 px short, its body scrolled).
 */
function fitted(element: HTMLElement, cap = 3000): Promise<void> {
  return until(() => bodyFitsItsContent(element), cap)
}

/** The story whose first shot waited for `idle`. */
let waitedFor: string | undefined

storyScreenshots.current = {
  updating: server.config.snapshotOptions.updateSnapshot === 'all',
  async match(element, name) {
    // A frame taken before the view, a font or an image arrived differs from the next run's.
    const story = `${expect.getState().testPath} > ${expect.getState().currentTestName}`
    if (waitedFor !== story) {
      waitedFor = story
      await idle(element)
    }
    await settled(element)
    if (!bodyFitsItsContent(element)) {
      await fitted(element)
      await settled(element)
    }
    await document.fonts.ready
    await Promise.all([...element.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)))
    // The preview's afterEach has turned animations off (an infinite one, a spinner, would be
    // stopped at its first frame by the screenshot's `animations: 'disabled'` anyway).
    // Once, not through expect.element's polling, which here retried a failed comparison until
    // the test timed out instead of reporting it.
    await expect(element).toMatchScreenshot(name)
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
