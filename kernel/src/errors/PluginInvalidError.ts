import { KernelError } from '../errors.ts'

/** A plugin that does not have the shape of a plugin. */
export class PluginInvalidError extends KernelError {
  constructor(shortMessage: string) {
    super('PLUGIN_INVALID', shortMessage)
  }
}
