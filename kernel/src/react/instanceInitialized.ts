import type { AppKit } from '../AppKit.ts'

interface InitializedState {
  initialized: boolean
  listeners: Set<() => void>
}

const states = new WeakMap<AppKit, InitializedState>()

function stateOf(appKit: AppKit): InitializedState {
  let state = states.get(appKit)
  if (!state) {
    const created: InitializedState = { initialized: false, listeners: new Set() }
    states.set(appKit, created)
    const settle = () => {
      created.initialized = true
      for (const listener of [...created.listeners]) listener()
    }
    appKit.ready.then(settle, settle)
    state = created
  }
  return state
}

/** Whether an instance's `ready` promise settled, as an external store for `useSyncExternalStore`. */
export const instanceInitialized = {
  subscribe(appKit: AppKit, listener: () => void): () => void {
    const state = stateOf(appKit)
    state.listeners.add(listener)
    return () => state.listeners.delete(listener)
  },
  get(appKit: AppKit): boolean {
    return stateOf(appKit).initialized
  },
}
