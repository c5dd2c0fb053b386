import type { ProjectBoundSiwx } from './ProjectBoundSiwx.ts'
import type { Siwx } from './Siwx.ts'

/**
 * Whether a SIWX wants the instance's service and project (ReownAuthentication does). Checked by its
 * `useProject` method rather than `instanceof`, so the plugin's setup chunk does not carry the class.
 */
export function isProjectBound(siwx: Siwx): siwx is ProjectBoundSiwx {
  return 'useProject' in siwx && typeof siwx.useProject === 'function'
}
