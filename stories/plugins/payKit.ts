import { payPlugin } from '@portico/plugin-pay'
import type { StoryAdapterOptions } from '../storyAdapter.ts'
import type { StoryKitOptions } from '../storyKit.ts'
import { storyExchangeSource } from './storyExchangeSource.ts'
import type { StoryExchangeBehaviour } from './storyExchangeSource.ts'

/** A story kit with the pay plugin and one story adapter answering as told; with `exchanges`, the story exchanges answering as told. */
export function payKit(adapter: StoryAdapterOptions = {}, exchanges?: StoryExchangeBehaviour): StoryKitOptions {
  return { adapters: [adapter], options: { plugins: [payPlugin(exchanges ? { exchanges: storyExchangeSource(exchanges) } : {})] } }
}
