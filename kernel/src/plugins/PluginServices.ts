import type { OpenOptions } from '../OpenOptions.ts'
import type { HttpClient } from '../services/HttpClient.ts'
import type { Telemetry } from '../services/Telemetry.ts'

/** The services a plugin's context hands over besides the root store. */
export interface PluginServices {
  http: HttpClient | undefined
  telemetry: Telemetry
  /** Opens the modal as the host's `appKit.open` does. */
  open: (options?: OpenOptions) => Promise<void>
}
