/**
 * The kernel's English message catalogue: every user-facing string of the kernel. Plugins add
 * their own keys with `addMessages`. Values may hold `{name}` placeholders.
 */
export const englishMessages: Record<string, string> = {
  'modal.close': 'Close',
  'modal.back': 'Back',
  'view.Connect.title': 'Connect Wallet',
  'view.Account.title': 'Account',
  'view.Networks.title': 'Choose Network',
  'view.UnsupportedChain.title': 'Switch Network',
  'view.AllWallets.title': 'All Wallets',
  'view.ConnectingExternal.title': 'Connecting',
  'alert.projectIdMissing.title': 'Project ID Not Configured',
  'alert.projectIdMissing.message': 'Pass your project id to createAppKit as the projectId option, e.g. createAppKit({ projectId: "your-project-id", networks }). Without it the project configuration cannot be loaded.',
  'alert.invalidAppConfiguration.title': 'Invalid App Configuration',
  'alert.invalidAppConfiguration.originNotAllowed': 'Origin {origin} is not allowed for this project. Add it to the allowed origins of project {projectId}.',
  'alert.invalidAppConfiguration.invalidProjectId': 'The project service does not accept project id {projectId}. Check the projectId passed to createAppKit.',
  'alert.localConfigurationIgnored.title': 'Local configuration ignored',
  'alert.localConfigurationIgnored.message': 'The project configuration overrides these local features: {keys}. Change them in the project configuration, or remove them from createAppKit’s features.',
}
