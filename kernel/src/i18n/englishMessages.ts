/**
 * The kernel's English message catalogue, the part needed before the modal opens (the connect
 * button, configuration alerts). The modal's part is `ui/modalMessages.ts`, which joins it when
 * the modal's chunk loads. Plugins add their own keys with `addMessages`. Values may hold
 * `{name}` placeholders.
 */
export const englishMessages: Record<string, string> = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting...',
  'button.account': 'Account {address}',
  'alert.projectIdMissing.title': 'Project ID Not Configured',
  'alert.projectIdMissing.message': 'Pass your project id to createAppKit as the projectId option, e.g. createAppKit({ projectId: "your-project-id", networks }). Without it the project configuration cannot be loaded.',
  'alert.invalidAppConfiguration.title': 'Invalid App Configuration',
  'alert.invalidAppConfiguration.originNotAllowed': 'Origin {origin} is not allowed for this project. Add it to the allowed origins of project {projectId}.',
  'alert.invalidAppConfiguration.invalidProjectId': 'The project service does not accept project id {projectId}. Check the projectId passed to createAppKit.',
  'alert.localConfigurationIgnored.title': 'Local configuration ignored',
  'alert.localConfigurationIgnored.message': 'The project configuration overrides these local features: {keys}. Change them in the project configuration, or remove them from createAppKit’s features.',
}
