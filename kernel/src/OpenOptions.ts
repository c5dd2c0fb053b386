import type { ChainNamespace } from './model/ChainNamespace.ts'
import type { RouteRegistry, ViewId } from './contracts/RouteRegistry.ts'

/** Options of `open`: which view, for which namespace. */
export interface OpenOptions<V extends ViewId = ViewId> {
  view?: V
  data?: RouteRegistry[V]
  namespace?: ChainNamespace
}
