/** What a web component shows: AppKit's button, connect button, account button or network button. */
export type WebComponentKind = 'button' | 'connect' | 'account' | 'network'

/** AppKit's web components by tag name, its `w3m-*` names included, and what each one shows. */
export const webComponentKinds: Readonly<Record<string, WebComponentKind>> = {
  'appkit-button': 'button',
  'appkit-connect-button': 'connect',
  'appkit-account-button': 'account',
  'appkit-network-button': 'network',
  'w3m-button': 'button',
  'w3m-connect-button': 'connect',
  'w3m-account-button': 'account',
  'w3m-network-button': 'network',
}
