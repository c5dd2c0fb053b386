import type { Alert } from '../model/Alert.ts'
import { joinProjectConfigMessages } from './projectConfigMessages.ts'

/** What the Invalid App Configuration alert is shown with. */
export interface InvalidProjectIdRoot {
  alerts: { show(alert: Alert): void }
  config: { projectId: string | undefined }
}

/**
 * Shows SPEC §8's "Invalid App Configuration" alert for a project id a service refused (the
 * project service's or the analytics endpoint's 403, or 'Unauthorized: invalid key').
 */
export function showInvalidProjectId(root: InvalidProjectIdRoot): void {
  joinProjectConfigMessages()
  const projectId = root.config.projectId ?? ''
  root.alerts.show({ id: 'invalid-app-configuration', title: 'alert.invalidAppConfiguration.title', message: 'alert.invalidAppConfiguration.invalidProjectId', values: { projectId }, variant: 'error' })
}
