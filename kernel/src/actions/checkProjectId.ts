import type { Stores } from '../store/Stores.ts'

/**
 * Checks that the host set a project id (SPEC §1, §5); without one, raises the
 * "Project ID Not Configured" alert. Returns whether a project id is set.
 */
export function checkProjectId(root: Stores): boolean {
  if (root.config.projectId !== undefined) return true
  root.alerts.show({ id: 'project-id-missing', title: 'alert.projectIdMissing.title', message: 'alert.projectIdMissing.message', variant: 'error' })
  return false
}
