import { englishMessages } from '../i18n/englishMessages.ts'

const projectConfigMessages: Record<string, string> = {
  'alert.invalidAppConfiguration.title': 'Invalid App Configuration',
  'alert.invalidAppConfiguration.originNotAllowed': 'Origin {origin} is not allowed for this project. Add it to the allowed origins of project {projectId}.',
  'alert.invalidAppConfiguration.invalidProjectId': 'The project service does not accept project id {projectId}. Check the projectId passed to createAppKit.',
  'alert.localConfigurationIgnored.title': 'Local configuration ignored',
  'alert.localConfigurationIgnored.message': 'The project configuration overrides these local features: {keys}. Change them in the project configuration, or remove them from createAppKit’s features.',
}

/**
 * Joins the English texts of the remote configuration's alerts (Invalid App Configuration, Local
 * configuration ignored) to the catalogue of `i18n/englishMessages.ts`: they load with the code
 * that loads the configuration (the deferred `kernelRuntime`), not before.
 */
export function joinProjectConfigMessages(): void {
  Object.assign(englishMessages, projectConfigMessages)
}
