import { useEffect } from 'react'
import type { AppKit } from '@portico/kernel/internal'
import { whenIdle } from '@portico/kernel/internal'

/**
 * Loads and mounts the instance's modal once the browser is idle after rendering (never on a
 * server), so the first open is instant; `mount` does it once per instance. None given, nothing.
 */
export function usePreloadedModal(appKit: AppKit | undefined): void {
  useEffect(
    () =>
      appKit &&
      whenIdle(() => {
        appKit.mount().catch((error: unknown) => appKit.store.logger.warn('the modal could not be loaded ahead of time', error))
      }),
    [appKit],
  )
}
