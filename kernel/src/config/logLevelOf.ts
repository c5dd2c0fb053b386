import type { LogLevel } from '../services/Logger.ts'
import type { HostOptions } from './HostOptions.ts'

/** The console's level from the options: `logLevel` when given, else `debug` for `debug: true`, else SPEC §9's `error`. */
export function logLevelOf(options: Pick<HostOptions, 'logLevel' | 'debug'>): LogLevel {
  return options.logLevel ?? (options.debug ? 'debug' : 'error')
}
