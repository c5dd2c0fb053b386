import { send } from '@portico/plugin-send'
import type { StoryAdapterOptions } from '../storyAdapter.ts'
import type { StoryKitOptions } from '../storyKit.ts'

/** A story kit with the send plugin and one story adapter answering as told. */
export function sendKit(adapter: StoryAdapterOptions = {}): StoryKitOptions {
  return { adapters: [adapter], options: { plugins: [send()] } }
}
