import { createElement, useEffect, useState } from 'react'
import type { LazyComponent } from '@portico/kernel/internal'
import { lazyComponentFor } from './lazyComponentFor.ts'

/**
 * A part that is only extra (the Account view's way to the Profile view): rendered once its code
 * has arrived, nothing while it loads or when it failed. It never suspends, so no Suspense
 * boundary waits on it (a suspended part retried inside React's `act`, as a host's tests render,
 * looped there without letting its import arrive).
 */
export function LoadedOrNothing({ load }: { load: LazyComponent }) {
  const [loaded, setLoaded] = useState(() => lazyComponentFor.state(load) === 'loaded')
  useEffect(() => {
    if (loaded) return
    let current = true
    void lazyComponentFor.preload(load).then(() => {
      if (current && lazyComponentFor.state(load) === 'loaded') setLoaded(true)
    })
    return () => {
      current = false
    }
  }, [load, loaded])
  return loaded ? createElement(lazyComponentFor(load)) : null
}
