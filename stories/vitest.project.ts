import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import type { TestProjectInlineConfiguration } from 'vitest/config'

/** Chromium flags for a headless run on a machine with a closed network and no display. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** The `storybook` Vitest project: every story renders in Chromium, plays, and passes axe. */
export const storybookProject: TestProjectInlineConfiguration = {
  extends: true,
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
  // Pre-bundled up front: found mid-run, Vite would reload the page under a running test.
  optimizeDeps: { include: ['io-ts', 'fp-ts/Either', 'mobx', 'mobx-react-lite', 'react-dom', 'react-dom/client'] },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
        // No entry animations: assertions and axe's contrast check see the final frame.
        contextOptions: { reducedMotion: 'reduce' },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
}
