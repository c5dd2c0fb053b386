import { errorMessages } from './errorMessages.ts'
import { errorText } from './errorText.ts'
import { isNetworkUnreachable } from './isNetworkUnreachable.ts'

// The message key of a network or node that cannot be reached; its English is in the modal's messages.
const networkUnreachableKey = 'error.networkUnreachable'
// SPEC §8's error texts back to their message keys, so the user reads them in the active locale.
const keysByText = new Map(Object.entries(errorMessages).map(([key, text]) => [text, key]))

/**
 * What a user reads for anything thrown, as a message key where the catalogue has one: the
 * network message when no answer came because the network or node could not be reached, whatever
 * a wallet wrapped it in (such as "An internal JSON-RPC error occurred."); else SPEC §8's
 * `errorText`, as its key when it is one of SPEC §8's texts (`error.rpc.USER_REJECTED`); a
 * wallet's own words stay as they are.
 */
export function userErrorText(error: unknown): string {
  if (typeof error !== 'string' && isNetworkUnreachable(error)) return networkUnreachableKey
  const text = errorText(error)
  return keysByText.get(text) ?? text
}
