import { BaseError } from '@portico/kernel'
import type { UiErrorCode } from '../errors.ts'

/** A plugin's view or hook used before its plugin was set up on the instance in context. */
export class PluginNotSetUpError extends BaseError {
  override name = 'PluginNotSetUpError'
  declare readonly code: UiErrorCode

  constructor(pluginId: string) {
    super(`The ${pluginId} plugin is not set up: list it among createAppKit's plugins`, { code: 'PLUGIN_NOT_SET_UP' })
  }
}
