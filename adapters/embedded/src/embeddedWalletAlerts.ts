import type { Alert } from '@portico/kernel/extend'

/** The alerts of SPEC §8 the embedded wallet shows; each id is stable, so a second one replaces the first. */
export const embeddedWalletAlerts = {
  loadFailed: {
    id: 'embedded-wallet-load-failed',
    title: 'Network Error - could not load the embedded wallet',
    message: 'The secure frame of the e-mail and social login did not load. Check the connection and try again.',
    variant: 'error',
  },
  /** A frame of another protocol version: SPEC §8's load alert, under the same id, saying why. */
  incompatibleFrame: {
    id: 'embedded-wallet-load-failed',
    title: 'Network Error - could not load the embedded wallet',
    message: 'The secure frame of the e-mail and social login is of another version than this app. Update one of them so their versions match.',
    variant: 'error',
  },
  requestTimedOut: {
    id: 'embedded-wallet-request-timeout',
    title: 'Embedded Wallet Request Timed Out',
    message: 'The secure frame did not answer in time. Please try again.',
    variant: 'error',
  },
  unverifiedDomain: {
    id: 'embedded-wallet-unverified-domain',
    title: 'Unverified domain',
    message: 'The embedded wallet does not serve this domain. Add it to the allowed domains of the project, then reload.',
    variant: 'error',
  },
  /** The kernel's alert of the same id (a refused project id) is replaced, not doubled. */
  invalidProjectId: {
    id: 'invalid-app-configuration',
    title: 'Invalid App Configuration',
    message: 'The embedded wallet does not accept this project id (Unauthorized: invalid key). Check the projectId passed to createAppKit.',
    variant: 'error',
  },
  sessionExpired: {
    id: 'embedded-wallet-session-expired',
    title: 'Session Expired',
    message: 'The login session is not valid (invalid JWT). Check the time settings of this device and log in again.',
    variant: 'error',
  },
} as const satisfies Record<string, Alert>
