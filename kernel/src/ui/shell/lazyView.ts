import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { ViewRegistration } from '../../store/RegistryStore.ts'

const components = new WeakMap<ViewRegistration, LazyExoticComponent<ComponentType>>()

/** The lazy component of a registered view, made once per registration; `forget` drops a failed one. */
export function lazyView(registration: ViewRegistration): LazyExoticComponent<ComponentType> {
  let component = components.get(registration)
  if (!component) {
    const load = registration.load
    component = lazy(() => load())
    components.set(registration, component)
  }
  return component
}

lazyView.forget = (registration: ViewRegistration): void => {
  components.delete(registration)
}
