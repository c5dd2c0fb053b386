import { email } from '@portico/plugin-email'
import { socials } from '@portico/plugin-socials'
import type { StoryEmbeddedOptions } from '../storyEmbeddedAdapter.ts'
import { storyConnectors } from '../storyConnectors.ts'
import type { StoryKitOptions } from '../storyKit.ts'

/** A story kit with the e-mail and socials plugins and a story embedded wallet answering as told. */
export function socialsKit(embedded: StoryEmbeddedOptions = {}): StoryKitOptions {
  const connectors = [...storyConnectors('eip155'), { id: 'ID_AUTH', type: 'AUTH' as const, name: 'Email & Socials', namespaces: ['eip155' as const] }]
  return { adapters: [{ connectors }], embedded, options: { plugins: [email(), socials()] } }
}
