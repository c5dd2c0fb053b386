import type { UniversalProviderInstance } from './UniversalProviderInstance.ts'

/**
 * Lets WalletConnect core reach a relay while the browser reports itself offline. Core checks
 * `navigator.onLine` before it opens or reopens the relay socket (`relayer.confirmOnlineStateOrThrow`,
 * "No internet connection detected. Please restart your network and try again."), but that flag
 * only says whether the browser thinks it has a route to the internet: a relay on the host's own
 * network (localhost, a LAN, an intranet) answers all the same. The socket's opening is the test
 * that counts; a relay that cannot be reached still fails there, with core's "Couldn't establish
 * socket connection to the relay server". A socket opened at init (a restored session) while the
 * flag said offline is opened again by core's heartbeat, which makes the same check.
 */
export function trustRelaySocket(universal: UniversalProviderInstance): void {
  universal.client.core.relayer.confirmOnlineStateOrThrow = async () => undefined
}
