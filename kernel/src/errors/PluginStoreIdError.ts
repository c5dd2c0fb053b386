import { KernelError } from '../errors.ts'

/** A plugin that attaches its store under an id not its own. */
export class PluginStoreIdError extends KernelError {
  constructor(shortMessage: string) {
    super('PLUGIN_STORE_ID', shortMessage)
  }
}
