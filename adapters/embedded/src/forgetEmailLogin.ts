import type { Storage } from '@portico/kernel/extend'
import { embeddedStorage } from './embeddedStorage.ts'

/** SPEC §4: after a sign-out, or an is-connected check that fails or says no, the e-mail login is forgotten. */
export function forgetEmailLogin(storage: Storage): void {
  storage.erase(embeddedStorage.emailLoginUsed)
  storage.erase(embeddedStorage.email)
  storage.erase(embeddedStorage.lastUsedChainId)
  storage.erase(embeddedStorage.connectedSocialUsername)
}
