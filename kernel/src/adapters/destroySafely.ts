import type { Logger } from '../services/Logger.ts'

/** Tears an adapter down; a failure to do so is logged, never thrown. */
export function destroySafely(logger: Logger, adapter: { destroy?: (() => void) | undefined }): void {
  try {
    adapter.destroy?.()
  } catch (error) {
    logger.error('an adapter failed to tear down', error)
  }
}
