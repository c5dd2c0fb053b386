import { onramp } from '@portico/plugin-onramp'
import type { StoryKitOptions } from '../storyKit.ts'
import { storyOnRampProvider } from './storyOnRampProvider.ts'
import type { StoryOnRampBehaviour } from './storyOnRampProvider.ts'

/** A story kit with the on-ramp plugin over the story on-ramp, in a time zone (default Europe/Paris, not restricted). */
export function onrampKit(behaviour: StoryOnRampBehaviour = {}, timeZone = 'Europe/Paris'): StoryKitOptions {
  return { options: { plugins: [onramp({ provider: storyOnRampProvider(behaviour), timeZone })] } }
}
