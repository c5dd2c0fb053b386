import { describe, expect, it, vi } from 'vitest'
import { Logger } from './Logger.ts'
import type { LogLevel } from './Logger.ts'

function written(level: LogLevel): string[] {
  const sink = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
  const logger = new Logger(level, sink)
  logger.error('e')
  logger.warn('w')
  logger.info('i')
  logger.debug('d')
  return Object.entries(sink).flatMap(([method, spy]) => spy.mock.calls.map(([message]) => `${method} ${String(message)}`))
}

describe('Logger (SPEC §9: log level, default error)', () => {
  it('writes errors only by default', () => {
    const sink = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
    const logger = new Logger(undefined, sink)
    logger.error('failed', 7)
    logger.warn('careful')
    expect(sink.error).toHaveBeenCalledWith('[Portico] failed', 7)
    expect(sink.warn).not.toHaveBeenCalled()
  })

  it('passes what the level allows, each to its console method', () => {
    expect(written('silent')).toEqual([])
    expect(written('error')).toEqual(['error [Portico] e'])
    expect(written('warn')).toEqual(['error [Portico] e', 'warn [Portico] w'])
    expect(written('info')).toEqual(['error [Portico] e', 'warn [Portico] w', 'info [Portico] i'])
    expect(written('debug')).toEqual(['error [Portico] e', 'warn [Portico] w', 'info [Portico] i', 'debug [Portico] d'])
  })
})
