import type { I18nStore } from '../i18n/I18nStore.ts'
import type { AlertStore } from '../store/AlertStore.ts'
import { joinProjectConfigMessages } from './projectConfigMessages.ts'

/** What the Invalid App Configuration alert is shown with. */
export interface InvalidProjectIdRoot {
  alerts: Pick<AlertStore, 'show'>
  i18n: Pick<I18nStore, 't'>
  config: { projectId: string | undefined }
}

/**
 * Shows SPEC §8's "Invalid App Configuration" alert for a project id a service refused (the
 * project service's or the analytics endpoint's 403, or 'Unauthorized: invalid key').
 */
export function showInvalidProjectId(root: InvalidProjectIdRoot): void {
  joinProjectConfigMessages()
  const { alerts, i18n } = root
  const projectId = root.config.projectId ?? ''
  alerts.show({ id: 'invalid-app-configuration', title: i18n.t('alert.invalidAppConfiguration.title'), message: i18n.t('alert.invalidAppConfiguration.invalidProjectId', { projectId }), variant: 'error' })
}
