import { namesPlugin } from '@portico/plugin-names'
import type { StoryAdapterOptions } from '../storyAdapter.ts'
import { storyConnectors } from '../storyConnectors.ts'
import type { StoryKitOptions } from '../storyKit.ts'
import { storyNameRegistry } from './storyNameRegistry.ts'
import type { StoryNameRegistryBehaviour } from './storyNameRegistry.ts'

/** A story kit with the names plugin on the story name registry and a story embedded wallet (its AUTH connector `ID_AUTH`). */
export function namesKit(registry: StoryNameRegistryBehaviour = 'succeed', adapter: StoryAdapterOptions = {}): StoryKitOptions {
  const connectors = [...storyConnectors('eip155'), { id: 'ID_AUTH', type: 'AUTH' as const, name: 'Email & Socials', namespaces: ['eip155' as const] }]
  return { adapters: [{ connectors, ...adapter }], embedded: {}, options: { plugins: [namesPlugin({ registry: storyNameRegistry(registry) })] } }
}
