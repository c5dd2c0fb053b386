import { useMemo } from 'react'
import type { OpenOptions } from '@portico/kernel/internal'
import type { ViewId } from '@portico/kernel/internal'
import { useHostAppKit } from './useHostAppKit.ts'

/** What `useAppKit` returns: open and close the modal. */
export interface UseAppKitReturn {
  open<V extends ViewId>(options?: OpenOptions<V>): Promise<void>
  close(): Promise<void>
}

/** Opens and closes the modal, as AppKit's `useAppKit`. */
export function useAppKit(): UseAppKitReturn {
  const appKit = useHostAppKit()
  return useMemo(
    () => ({
      open: (options) => appKit.open(options),
      close: async () => appKit.close(),
    }),
    [appKit],
  )
}
