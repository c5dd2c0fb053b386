import type { NamesStore } from '@portico/plugin-names'
import { when } from 'mobx'
import type { StoryKit } from '../storyKit.ts'

// The states the names stories start from: an embedded-wallet account, and a name typed into RegisterAccountName.

const namesStore = (kit: StoryKit): NamesStore => {
  const store = kit.store.plugins.get('names')
  if (!store) throw new Error('The names plugin is not set up')
  return store
}

/** Logged in through the embedded wallet, the name store checking at once. */
export async function embeddedAccount(kit: StoryKit): Promise<NamesStore> {
  await kit.appKit.ready
  await kit.connect('ID_AUTH')
  const names = namesStore(kit)
  names.checkDelay = 0
  return names
}

/** Types a name and waits for its check to settle (or to start, for a check that never answers). */
export async function typed(kit: StoryKit, text: string, settled = true): Promise<NamesStore> {
  const names = await embeddedAccount(kit)
  names.setInput(text)
  if (settled) await when(() => names.check !== 'checking' && (names.suggestions.length > 0 || names.check === 'empty'))
  return names
}
