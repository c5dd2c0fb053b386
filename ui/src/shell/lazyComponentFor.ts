import { createElement } from 'react'
import type { ComponentType, FunctionComponent } from 'react'
import type { LazyComponent } from '@portico/kernel/internal'
// The module augmented below, resolved for the augmentation.
import type {} from '@portico/kernel/extend'

// The modal renders the registered components with React: they render what a function component does.
declare module '@portico/kernel/extend' {
  interface ViewOutputRegistry {
    output: ReturnType<FunctionComponent>
  }
}

/** Where a loader's code stands. */
type ModuleState = 'loading' | 'loaded' | 'failed'

interface Entry {
  promise: Promise<ComponentType>
  state: ModuleState
  loaded: ComponentType | undefined
  failure: unknown
  component: ComponentType
}

const entries = new WeakMap<LazyComponent, Entry>()

function entryOf(load: LazyComponent): Entry {
  const known = entries.get(load)
  if (known) return known
  const promise = load().then((module) => module.default)
  const entry: Entry = {
    promise,
    state: 'loading',
    loaded: undefined,
    failure: undefined,
    // Rendered at once when its code has arrived (preloaded), so no Suspense fallback shows and
    // React's fallback throttle never applies; while it loads it suspends, as React.lazy does.
    component: function Loaded(props: object) {
      if (entry.loaded) return createElement(entry.loaded, props)
      throw entry.state === 'failed' ? entry.failure : entry.promise
    },
  }
  promise.then(
    (value) => {
      entry.state = 'loaded'
      entry.loaded = value
    },
    // A failure is shown where the component renders (its error boundary); nothing else handles it.
    (reason: unknown) => {
      entry.state = 'failed'
      entry.failure = reason
    },
  )
  entries.set(load, entry)
  return entry
}

/**
 * The component of a registered loader (a view, a connect section, an account tab), made once
 * per loader so it keeps its state: it renders at once once its code has arrived, and suspends
 * (the nearest Suspense boundary) while it loads. A failed load throws where it renders.
 */
export function lazyComponentFor(load: LazyComponent): ComponentType {
  return entryOf(load).component
}

/** Starts loading a loader's code ahead of rendering (once); settles when it arrived or failed. */
lazyComponentFor.preload = (load: LazyComponent): Promise<unknown> => entryOf(load).promise.then(() => undefined)

/** Where a loader's code stands: undefined before anything asked for it. */
lazyComponentFor.state = (load: LazyComponent): ModuleState | undefined => entries.get(load)?.state

/** Drops a loader's component, so the next call loads again (a retry after a failed load). */
lazyComponentFor.forget = (load: LazyComponent): void => {
  entries.delete(load)
}
