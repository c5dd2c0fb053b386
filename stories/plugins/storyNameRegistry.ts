import { NamesError } from '@portico/plugin-names'
import type { NameRegistry } from '@portico/plugin-names'

/** How the story name registry answers: as usual, failing every request, or never answering a check or a registration. */
export type StoryNameRegistryBehaviour = 'succeed' | 'failCheck' | 'pendingCheck' | 'pendingRegister'

function never<T>(): Promise<T> {
  return new Promise<T>(() => {})
}

/**
 * A deterministic, in-memory name registry for stories: names under `portico`, `taken-name` and
 * `ada-42` already held, three suggestions `<typed>-1..3`, registrations answered at once.
 */
export function storyNameRegistry(behaviour: StoryNameRegistryBehaviour = 'succeed'): NameRegistry {
  const taken = new Set(['taken-name', 'ada-42'])
  return {
    availability: (label) => {
      if (behaviour === 'pendingCheck') return never()
      if (behaviour === 'failCheck') return Promise.reject(new NamesError('NAME_SERVICE_FAILED', 'The story registry failed'))
      const lower = label.toLowerCase()
      return Promise.resolve({ label: lower, name: `${lower}.portico`, available: !taken.has(lower) })
    },
    suggestions: (typed) => {
      const base = typed.toLowerCase().replace(/[^a-z0-9-]+/g, '-') || 'wallet'
      return Promise.resolve([1, 2, 3].map((index) => ({ label: `${base}-${index}`, name: `${base}-${index}.portico` })))
    },
    register: (request) => {
      if (behaviour === 'pendingRegister') return never()
      return Promise.resolve({ label: request.label, name: `${request.label}.portico`, address: request.address })
    },
  }
}
