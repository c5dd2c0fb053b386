import type { Storage } from '@portico/kernel/extend'

/** SPEC §4: after a sign-out, or an is-connected check that fails or says no, the e-mail login is forgotten. */
export function forgetEmailLogin(storage: Storage): void {
  storage.remove('emailLoginUsed')
  storage.remove('email')
  storage.remove('lastUsedChainId')
  storage.remove('connectedSocialUsername')
}
