import { afterEach as checkWithAxe } from '@storybook/addon-a11y/preview'
import type { Preview } from '@storybook/react-vite'
import { runInAction } from 'mobx'
import { configure } from 'storybook/test'
import type { ThemeMode } from '@portico/kernel'
import type { StoryKit } from '../storyKit.ts'
import { storyScreenshotName } from '../storyScreenshotName.ts'
import { storyScreenshots } from '../storyScreenshots.ts'
import { withoutAnimations } from '../withoutAnimations.ts'
import './preview.css'

// Two cores shared with other work: give a view a little longer than the default second to appear.
configure({ asyncUtilTimeout: 3000 })

/**
 * Every story is a test: it renders in Chromium, plays, and fails on any axe violation or any
 * difference from its committed screenshots, in both themes and both directions. The theme toolbar switches the story kernel between Portico's dark
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
  // After a story played, each of the four combinations of dark and light, left to right and right
  // to left (the host's direction, which wins over the locale's) is shown in turn, animations off:
  // its screenshot is compared with the committed baseline (story tests only, see
  // stories/storyScreenshots.ts) and axe checks it; then the story's own theme and direction come
  // back.
  afterEach: async (context) => {
    const kit = (context.loaded as { kit?: StoryKit }).kit
    if (!kit || context.viewMode !== 'story') return
    const axe = context.parameters.a11y?.test !== 'off'
    // A story that only sets the theme (DefaultLight) shows what its sibling's four screenshots hold.
    const screenshots = context.parameters.screenshots === false || context.storyGlobals.theme !== undefined ? undefined : storyScreenshots.current
    if (!axe && !screenshots) return
    const { theme, i18n, snack } = kit.store
    const own = { mode: theme.themeMode, locale: i18n.locale, hostDirection: i18n.hostDirection, direction: i18n.direction }
    // A snack closes by itself 2.2 s after it shows, and the four combinations take longer or
    // shorter with the machine's load: one the story showed stays open through all four.
    if (screenshots && snack.open && snack.variant !== 'loading') {
      const { message, variant, failure } = snack
      runInAction(() => (variant === 'error' ? snack.showError(failure ?? message, { autoClose: false }) : snack.showSuccess(message, { autoClose: false })))
      // Shown again after the snack's 150 ms swap (SPEC §2).
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    const page = context.canvasElement.querySelector<HTMLElement>('.story-page')
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const show = (mode: ThemeMode, hostDirection: string | undefined) => {
      runInAction(() => {
        theme.setThemeMode(mode)
        i18n.setLocale(own.locale, hostDirection)
      })
      page?.setAttribute('data-theme', mode)
    }
    // Storybook has paused the animations (stories/withoutAnimations.ts): axe and the shots see
    // the final frame.
    const resumeAnimations = withoutAnimations()
    try {
      for (const mode of ['dark', 'light'] as const) {
        for (const direction of ['ltr', 'rtl'] as const) {
          const isOwn = mode === own.mode && direction === own.direction
          show(mode, isOwn ? own.hostDirection : direction)
          await i18n.loaded
          await frame()
          // The dialog, else (a story that closes the modal) the page it was on.
          const shown = context.canvasElement.querySelector<HTMLElement>('[data-part="dialog"]') ?? page ?? context.canvasElement
          await screenshots?.match(shown, storyScreenshotName(context.id, mode, direction))
          if (!axe) continue
          try {
            await checkWithAxe(context)
          } catch (error) {
            throw new Error(`axe, ${mode} theme, ${direction}: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
          }
        }
      }
    } finally {
      resumeAnimations()
      show(own.mode, own.hostDirection)
    }
  },
  // A story's loader builds its kernel; the kernel is torn down when the story is left.
  beforeEach: ({ loaded }) => {
    // Storybook's composed stories pause every animation before afterEach and resume them after
    // it, but not when afterEach throws: one failed screenshot left the next stories' dialogs
    // paused at opacity 0. A pause left over from the story before is lifted here.
    for (const style of document.head.querySelectorAll('style')) {
      if (style.textContent?.includes('animation-play-state: paused !important')) style.remove()
    }
    const kit = (loaded as { kit?: { destroy(): void } }).kit
    return () => kit?.destroy()
  },
}

export default preview
