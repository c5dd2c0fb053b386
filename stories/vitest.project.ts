import { relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import type { TestProjectInlineConfiguration } from 'vitest/config'
import { storyScreenshotPath } from './storyScreenshotPath.ts'

/** Chromium flags for a headless run on a machine with a closed network and no display. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** This directory: the story screenshots' paths are relative to it (stories/storyScreenshotPath.ts). */
const storiesDirectory = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '')

/**
 * How far a story screenshot may differ from its baseline: a pixel counts as different past
 * pixelmatch's default colour distance (0.1 in YIQ, anti-aliased pixels aside), and no pixel may
 * differ. Measured here: two full runs of the 860 screenshots, with nothing changed between them,
 * were byte-identical (0 pixels apart), so any allowance would only hide changes; the
 * positive control (ScreenshotControl.stories.tsx) changes a 1 px outline's colour.
 */
const screenshotTolerance = { threshold: 0.1, allowedMismatchedPixels: 0 }

/**
 * The `storybook` Vitest project: every story renders in Chromium, plays, passes axe and matches
 * its committed screenshots, in both themes and both directions.
 */
export const storybookProject: TestProjectInlineConfiguration = {
  extends: true,
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
  // Pre-bundled up front: found mid-run, Vite would reload the page under a running test.
  optimizeDeps: { include: ['io-ts', 'fp-ts/Either', 'mobx', 'mobx-react-lite', 'react-dom', 'react-dom/client'] },
  test: {
    name: 'storybook',
    // Each story plays, then is screenshot-compared and axe-checked in four combinations.
    testTimeout: 60_000,
    // Gives the preview's afterEach the screenshot comparison (stories/storyScreenshots.ts).
    setupFiles: [fileURLToPath(new URL('./screenshotSetup.ts', import.meta.url))],
    provide: { storiesDirectory },
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
        // No entry animations: assertions and axe's contrast check see the final frame. The window
        // holds Storybook's 1200 × 900 story frame unscaled, so screenshots are at the page's own size.
        contextOptions: { reducedMotion: 'reduce', viewport: { width: 1280, height: 1024 } },
      }),
      instances: [{ browser: 'chromium' }],
      // The screenshot comparison writes baselines and diff images through the browser server,
      // which Storybook's plugin makes read-only unless asked; that server listens on localhost only.
      api: { allowWrite: true },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          comparatorOptions: screenshotTolerance,
          // Vitest's defaults, said here because the baselines depend on them: CSS animations and
          // transitions stopped (spinners, shimmering skeletons) and no blinking caret.
          screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'device' },
          // Until two consecutive shots match; a loaded machine takes a few seconds per shot.
          timeout: 15_000,
          resolveScreenshotPath: ({ root, testFileDirectory, testFileName, arg, ext }) =>
            resolve(storiesDirectory, storyScreenshotPath('baseline', relative(storiesDirectory, resolve(root, testFileDirectory, testFileName)), `${arg}${ext}`)),
          resolveDiffPath: ({ root, testFileDirectory, testFileName, arg, ext }) =>
            resolve(storiesDirectory, storyScreenshotPath('diff', relative(storiesDirectory, resolve(root, testFileDirectory, testFileName)), `${arg}${ext}`)),
        },
      },
    },
  },
}
