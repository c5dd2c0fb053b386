import type * as t from 'io-ts'
import { useState } from 'react'
import { decode, isDevelopment } from '@portico/kernel/extend'
import type { RouteRegistry, ViewId } from '@portico/kernel/extend'
import { useAppKitInstance } from '../react/useAppKitInstance.ts'

/**
 * The data a view was opened with (its latest entry in the router's history), decoded with the
 * view's own codec and typed as `RouteRegistry` declares it: a host may open any view with data of
 * its own, so a view never narrows it by hand. Undefined when there is none, or when the codec
 * refuses it (said in development). Read once, when the view mounts.
 */
export function useRouteData<V extends ViewId>(view: V, codec: t.Type<NonNullable<RouteRegistry[V]>, unknown>): NonNullable<RouteRegistry[V]> | undefined {
  const { store } = useAppKitInstance()
  const [data] = useState(() => {
    const entry = [...store.router.history].reverse().find((candidate) => candidate.view === view)
    if (entry?.data === undefined) return undefined
    const decoded = decode(codec, entry.data)
    if (decoded.ok) return decoded.value
    if (isDevelopment()) store.logger.warn(`The view "${view}" was opened with data it cannot read (${decoded.error}); it shows without it`)
    return undefined
  })
  return data
}
