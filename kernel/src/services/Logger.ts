/**
 * How much Portico writes to the console (SPEC §9, default `error`): nothing, errors, warnings too,
 * information too, or everything (`debug`).
 */
export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug'

/** Where a logger writes: the console by default. */
export type LogSink = Pick<Console, 'error' | 'warn' | 'info' | 'debug'>

const ranks: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 }

/** The one place Portico writes to the console; the level decides what passes. */
export class Logger {
  level: LogLevel
  private readonly sink: LogSink

  constructor(level: LogLevel = 'error', sink: LogSink = console) {
    this.level = level
    this.sink = sink
  }

  /** Something failed that the host developer should know of. */
  error(message: string, ...details: unknown[]): void {
    this.write('error', message, details)
  }

  /** Something is off but Portico carries on (a service down, an option with no effect). */
  warn(message: string, ...details: unknown[]): void {
    this.write('warn', message, details)
  }

  /** What Portico is doing, for a host developer following along. */
  info(message: string, ...details: unknown[]): void {
    this.write('info', message, details)
  }

  /** Detail for debugging. */
  debug(message: string, ...details: unknown[]): void {
    this.write('debug', message, details)
  }

  private write(level: Exclude<LogLevel, 'silent'>, message: string, details: unknown[]): void {
    if (ranks[level] <= ranks[this.level]) this.sink[level](`[Portico] ${message}`, ...details)
  }
}
