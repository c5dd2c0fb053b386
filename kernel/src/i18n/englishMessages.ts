/**
 * The kernel's English message catalogue, the part needed before the modal opens (the connect
 * button, the missing project id alert). The modal's part is `ui/modalMessages.ts`, which joins it when
 * the modal's chunk loads; the project configuration's alerts are `config/projectConfigMessages.ts`,
 * joined when the remote configuration is first loaded. Plugins add their own keys with `addMessages`. Values may hold
 * `{name}` placeholders.
 */
export const englishMessages: Record<string, string> = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting...',
  'button.account': 'Account {address}',
  'alert.projectIdMissing.title': 'Project ID Not Configured',
  'alert.projectIdMissing.message': 'Pass your project id to createAppKit as the projectId option, e.g. createAppKit({ projectId: "your-project-id", networks }). Without it the project configuration cannot be loaded.',
}
