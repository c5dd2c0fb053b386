import { defaultSiwx, memoryStorage, siwxPlugin } from '@portico/plugin-siwx'
import type { StoryAdapterOptions } from '../storyAdapter.ts'
import type { StoryKitOptions } from '../storyKit.ts'

/** A story kit with the SIWX plugin (sessions in memory, a fixed nonce) and one story adapter answering as told. */
export function siwxKit(adapter: StoryAdapterOptions = {}, required = true): StoryKitOptions {
  const siwx = defaultSiwx({ domain: 'story.example', uri: 'https://story.example', storage: memoryStorage(), required, getNonce: () => 'storyNonce12345' })
  return { adapters: [adapter], options: { plugins: [siwxPlugin()], siwx, metadata: { name: 'Harbor Market', description: 'A story app', url: 'https://story.example', icons: [] } } }
}
