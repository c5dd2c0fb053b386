import { payPlugin } from '@portico/plugin-pay'
import type { StoryAdapterOptions } from '../storyAdapter.ts'
import type { StoryKitOptions } from '../storyKit.ts'

/** A story kit with the pay plugin and one story adapter answering as told. */
export function payKit(adapter: StoryAdapterOptions = {}): StoryKitOptions {
  return { adapters: [adapter], options: { plugins: [payPlugin()] } }
}
