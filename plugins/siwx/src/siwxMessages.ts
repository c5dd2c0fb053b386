/** The SIWX plugin's English messages; SPEC §8's snack texts kept word for word. */
export const siwxMessages: Record<string, string> = {
  'siwx.title': 'Sign In',
  'siwx.heading': '{app} needs to connect to your wallet',
  'siwx.body': 'Sign this message to prove you own this wallet and proceed.',
  'siwx.requiredNote': 'Canceling will disconnect you.',
  'siwx.sign': 'Sign',
  'siwx.cancel': 'Cancel',
  'siwx.authenticating': 'Authenticating...',
  'siwx.declined': 'Signature declined',
  'siwx.failed': 'The sign-in could not be completed',
  'siwx.initFailed': 'A problem occurred while trying initialize authentication',
  'siwx.thisApp': 'This app',
  'siwx.notConnected': 'Connect a wallet to sign in.',
  'siwx.account': 'Account',
}
