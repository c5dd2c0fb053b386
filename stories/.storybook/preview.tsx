import { afterEach as checkWithAxe } from '@storybook/addon-a11y/preview'
import type { Preview } from '@storybook/react-vite'
import { runInAction } from 'mobx'
import { configure } from 'storybook/test'
import type { StoryKit } from '../storyKit.ts'
import './preview.css'

// Two cores shared with other work: give a view a little longer than the default second to appear.
configure({ asyncUtilTimeout: 3000 })

/**
 * Every story is a test: it renders in Chromium, plays, and fails on any axe violation, in both
 * themes and both directions. The theme toolbar switches the story kernel between Portico's dark
 * (default) and light modes.
 */
const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    // axe's experimental check that each accessible name holds the visible label (issue 20) is on too.
    a11y: { test: 'error', config: { rules: [{ id: 'label-content-name-mismatch', enabled: true }] } },
    controls: { disable: true },
  },
  globalTypes: {
    theme: {
      description: 'Portico theme mode',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['dark', 'light'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'dark' },
  // After a story played (axe checks it as it is shown, the addon's own afterEach), axe checks it
  // again in the other three of the four: dark and light, left to right and right to left (the
  // host's direction, which wins over the locale's); then the story's own theme and direction come back.
  afterEach: async (context) => {
    const kit = (context.loaded as { kit?: StoryKit }).kit
    if (!kit || context.viewMode !== 'story' || context.parameters.a11y?.test === 'off') return
    const { theme, i18n } = kit.store
    const own = { mode: theme.themeMode, locale: i18n.locale, hostDirection: i18n.hostDirection, direction: i18n.direction }
    const page = context.canvasElement.querySelector<HTMLElement>('.story-page')
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    try {
      for (const mode of ['dark', 'light'] as const) {
        for (const direction of ['ltr', 'rtl'] as const) {
          if (mode === own.mode && direction === own.direction) continue
          runInAction(() => {
            theme.setThemeMode(mode)
            i18n.setLocale(own.locale, direction)
          })
          page?.setAttribute('data-theme', mode)
          await i18n.loaded
          await frame()
          try {
            await checkWithAxe(context)
          } catch (error) {
            throw new Error(`axe, ${mode} theme, ${direction}: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
          }
        }
      }
    } finally {
      runInAction(() => {
        theme.setThemeMode(own.mode)
        i18n.setLocale(own.locale, own.hostDirection)
      })
      page?.setAttribute('data-theme', own.mode)
    }
  },
  // A story's loader builds its kernel; the kernel is torn down when the story is left.
  beforeEach: ({ loaded }) => {
    const kit = (loaded as { kit?: { destroy(): void } }).kit
    return () => kit?.destroy()
  },
}

export default preview
