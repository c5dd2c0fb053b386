import type { ComponentType } from 'react'

/** A component loaded on demand: the modal wraps it in `React.lazy`. */
export type LazyComponent<P = object> = () => Promise<{ default: ComponentType<P> }>
