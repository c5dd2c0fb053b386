import type { ViewOutputRegistry } from './ViewOutputRegistry.ts'

/** What a component renders: what the UI package names through `ViewOutputRegistry` (React's). */
type ViewOutput = ViewOutputRegistry extends { output: infer Output } ? Output : unknown

/** A component (a function of its props) loaded on demand: the modal renders it once its code arrived. */
export type LazyComponent<P = object> = () => Promise<{ default: (props: P) => ViewOutput }>
