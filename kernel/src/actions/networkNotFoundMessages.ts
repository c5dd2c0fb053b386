import { englishMessages } from '../i18n/englishMessages.ts'

// SPEC §8's Network Not Found alert.
const networkNotFoundMessages: Record<string, string> = {
  'alert.networkNotFound.title': 'Network Not Found',
  'alert.networkNotFound.message': 'Network {network} is not among the networks given to createAppKit; add it to the networks option to switch to it.',
}

/**
 * Joins the English texts of the Network Not Found alert to the catalogue of
 * `i18n/englishMessages.ts`: they load with the deferred runtime that raises it, not before.
 */
export function joinNetworkNotFoundMessages(): void {
  Object.assign(englishMessages, networkNotFoundMessages)
}
