import type { RootStore } from '@portico/kernel/internal'
import { lazyComponentFor } from './shell/lazyComponentFor.ts'
import { viewCode } from './viewCode.ts'

/**
 * Loads the code a view shows in its first frame (`viewCode`), each piece once; settles when every
 * piece has arrived or failed (a failure shows where that piece renders).
 */
export async function viewCodeArrived(registry: RootStore['registry'], view: string): Promise<void> {
  await Promise.all(viewCode(registry, view).map((load) => lazyComponentFor.preload(load).catch(() => undefined)))
}
