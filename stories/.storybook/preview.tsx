import type { Preview } from '@storybook/react-vite'
import { configure } from 'storybook/test'
import './preview.css'

// Two cores shared with other work: give a view a little longer than the default second to appear.
configure({ asyncUtilTimeout: 3000 })

/**
 * Every story is a test: it renders in Chromium, plays, and fails on any axe violation. The
 * theme toolbar switches the story kernel between Portico's dark (default) and light modes.
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
  // A story's loader builds its kernel; the kernel is torn down when the story is left.
  beforeEach: ({ loaded }) => {
    const kit = (loaded as { kit?: { destroy(): void } }).kit
    return () => kit?.destroy()
  },
}

export default preview
