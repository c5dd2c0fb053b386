import { errorText } from './errorText.ts'
import { isNetworkUnreachable } from './isNetworkUnreachable.ts'

// The message key of a network or node that cannot be reached; its English is in the modal's messages.
const networkUnreachableKey = 'error.networkUnreachable'

/**
 * What a user reads for anything thrown: the network message (a message key) when no answer
 * came because the network or node could not be reached, whatever a wallet wrapped it in (such
 * as "An internal JSON-RPC error occurred."); else SPEC §8's `errorText`.
 */
export function userErrorText(error: unknown): string {
  return typeof error !== 'string' && isNetworkUnreachable(error) ? networkUnreachableKey : errorText(error)
}
