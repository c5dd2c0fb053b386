import { lazy } from 'react'
import type { ComponentType, LazyExoticComponent } from 'react'
import type { LazyComponent } from '../../plugins/LazyComponent.ts'

const components = new WeakMap<LazyComponent, LazyExoticComponent<ComponentType>>()

/** The `React.lazy` component of a registered loader, made once per loader so it keeps its state. */
export function lazyComponentFor(load: LazyComponent): LazyExoticComponent<ComponentType> {
  let component = components.get(load)
  if (!component) {
    component = lazy(load)
    components.set(load, component)
  }
  return component
}

/** Drops a loader's component, so the next call loads again (a retry after a failed load). */
lazyComponentFor.forget = (load: LazyComponent): void => {
  components.delete(load)
}
