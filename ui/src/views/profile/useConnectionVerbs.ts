import { useMemo } from 'react'
import { loadConnectionActions } from '@portico/kernel/internal'
import type { ChainNamespace } from '@portico/kernel/internal'
import { useAppKitInstance } from '../../react/useAppKitInstance.ts'

/** What Profile does to one of a namespace's connections: make it (and one of its accounts) the active one, or end it. */
export interface ConnectionVerbs {
  switchConnection(parameters: { namespace: ChainNamespace; connectorId: string; address?: string }): Promise<void>
  /** Resolves whether there was such a connection (active, held or recent). */
  deleteConnection(parameters: { namespace: ChainNamespace; connectorId: string }): Promise<boolean>
}

/**
 * Profile's verbs, the kernel's switchConnection and deleteConnection actions (the host's
 * useAppKitConnection runs the same), loaded when first used: the view gets the two verbs, not the
 * root store and adapters the actions work on.
 */
export function useConnectionVerbs(): ConnectionVerbs {
  const { store } = useAppKitInstance()
  return useMemo(() => {
    const config = { root: store, adapters: store.adapters }
    return {
      switchConnection: async (parameters) => (await loadConnectionActions()).switchConnection(config, parameters),
      deleteConnection: async (parameters) => (await loadConnectionActions()).deleteConnection(config, parameters),
    }
  }, [store])
}
