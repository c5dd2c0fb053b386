import type { AdapterWorkHost } from './AdapterWorkHost.ts'
import { whenPageSettledAndShown } from './whenPageSettledAndShown.ts'

/** Loads every adapter (`ensureLoaded`) once the page has settled and no open is preparing its first frame; cancelled when the work stops. */
export function loadWhenPageSettled(registry: AdapterWorkHost): void {
  registry.work?.stops.push(
    whenPageSettledAndShown(registry.root.modal, () => {
      if (registry.isLive()) void registry.ensureLoaded()
    }),
  )
}
