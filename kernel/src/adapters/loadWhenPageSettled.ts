import type { AdapterWorkHost } from './AdapterWorkHost.ts'
import { whenPageSettledAndShown } from './whenPageSettledAndShown.ts'

/**
 * Loads every adapter (`ensureLoaded`) once the page has settled and no open is preparing its first
 * frame; cancelled when the work stops. Nothing waits for a registry already destroyed: its work
 * has stopped, and would never cancel the wait.
 */
export function loadWhenPageSettled(registry: AdapterWorkHost): void {
  if (!registry.isLive()) return
  registry.work?.stops.push(
    whenPageSettledAndShown(registry.root.modal, () => {
      if (registry.isLive()) void registry.ensureLoaded()
    }),
  )
}
