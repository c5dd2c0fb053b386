import { carryPlugin } from '@portico/kernel/extend'
import { defaultSiwx } from './defaultSiwx.ts'
import type { DefaultSiwxOptions } from './defaultSiwx.ts'
import type { Siwx } from './Siwx.ts'
import { siwxPlugin } from './siwxPlugin.ts'

// Not DefaultSIWX.ts: on a case-insensitive file system that is defaultSiwx.ts.
/**
 * AppKit's name for the default SIWX: `createAppKit({ siwx: new DefaultSIWX() })` is
 * `defaultSiwx()`, and brings the sign-in plugin likewise. Takes `defaultSiwx`'s options (AppKit's
 * `required` and `verifiers` among them); AppKit's `messenger` and storage classes are not offered.
 */
export class DefaultSIWX implements Siwx {
  readonly createMessage: Siwx['createMessage']
  readonly addSession: Siwx['addSession']
  readonly revokeSession: Siwx['revokeSession']
  readonly setSessions: Siwx['setSessions']
  readonly getSessions: Siwx['getSessions']
  readonly getRequired: Siwx['getRequired']
  readonly signOutOnDisconnect: Siwx['signOutOnDisconnect']

  constructor(options: DefaultSiwxOptions = {}) {
    const siwx = defaultSiwx(options)
    this.createMessage = siwx.createMessage
    this.addSession = siwx.addSession
    this.revokeSession = siwx.revokeSession
    this.setSessions = siwx.setSessions
    this.getSessions = siwx.getSessions
    this.getRequired = siwx.getRequired
    this.signOutOnDisconnect = siwx.signOutOnDisconnect
    carryPlugin(this, siwxPlugin())
  }
}
