import type { StoryObj } from '@storybook/react-vite'
import type { RouteRegistry, ViewId } from '@portico/kernel'
import type { ThemeMode } from '@portico/kernel'
import { StoryModal } from './StoryModal.tsx'
import { storyKit } from './storyKit.ts'
import type { StoryKit, StoryKitOptions } from './storyKit.ts'

/** What a modal story shows: the instance's options, the state its stores are put in, and the view. */
export interface ModalStorySetup<V extends ViewId = ViewId> {
  /** The view the modal opens on. */
  view: V
  data?: RouteRegistry[V]
  kit?: StoryKitOptions
  /** Puts the stores into the story's state through their own actions, once the view is open; awaited before the first render. */
  state?: (kit: StoryKit) => unknown
  /** Whether the views' code is fetched before the first render (default true; false for a view whose code never arrives). */
  preloadViews?: boolean
}

function themeOf(value: unknown): ThemeMode {
  return value === 'light' ? 'light' : 'dark'
}

/**
 * A story of the real modal: a loader builds a story kit (real stores, story adapters), opens
 * the view and puts the stores into the state; the story renders the modal in place. The preview tears
 * the kit down when the story is left.
 */
export function modalStory<V extends ViewId>(setup: ModalStorySetup<V>): StoryObj {
  return {
    loaders: [
      async ({ globals }) => {
        const kit = await storyKit({ themeMode: themeOf(globals.theme), ...setup.kit })
        kit.open(setup.view, setup.data)
        await setup.state?.(kit)
        // The plugins' views, registered once their plugins were set up, are fetched too, so the
        // first render shows the view rather than its loading state.
        if (setup.preloadViews !== false) await Promise.allSettled([...kit.store.registry.views.values(), ...kit.store.registry.connectSections, ...kit.store.registry.accountTabs].map((part) => part.load()))
        return { kit }
      },
    ],
    render: (_args, { loaded, globals }) => <StoryModal kit={(loaded as { kit: StoryKit }).kit} themeMode={themeOf(globals.theme)} />,
  }
}
