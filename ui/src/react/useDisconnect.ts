import { useMemo } from 'react'
import type { ChainNamespace } from '@portico/kernel/internal'
import { useHostAppKit } from './useHostAppKit.ts'

/** Options of `disconnect`: one namespace, else every connected one. */
export interface DisconnectOptions {
  namespace?: ChainNamespace
}

/** Disconnects the wallet, as AppKit's `useDisconnect`. */
export function useDisconnect(): { disconnect(options?: DisconnectOptions): Promise<void> } {
  const appKit = useHostAppKit()
  return useMemo(
    () => ({ disconnect: (options?: DisconnectOptions) => appKit.disconnect(options?.namespace) }),
    [appKit],
  )
}
