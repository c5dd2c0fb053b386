import { BaseError } from '@portico/kernel'

// The UI package's BaseError subclasses, as DESIGN.md's "Errors" section asks. This file holds the
// codes and the class the host's first load carries. PluginNotSetUpError, thrown only by the plugins'
// views, has a file of its own in errors/: here it would add 67 bytes to a host's first load with its
// plugins (the plugin factories' budget); there it is a chunk of 230 bytes loaded with a plugin's view.

/** Why the UI package refused: a hook or component used before any `createAppKit`, a plugin's view before its plugin was set up. */
export type UiErrorCode = 'NOT_CREATED' | 'PLUGIN_NOT_SET_UP'

/** A hook or component of the React API used with no instance in context and none made (SPEC's text). */
export class AppKitNotCreatedError extends BaseError {
  override name = 'AppKitNotCreatedError'
  declare readonly code: UiErrorCode

  constructor() {
    super('Please call "createAppKit" before using "useAppKit" hook', { code: 'NOT_CREATED' })
  }
}
