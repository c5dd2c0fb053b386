import { BaseError } from '../errors/BaseError.ts'
import { configuredNetworkOf } from '../host/configuredNetworkOf.ts'
import type { NetworkInput } from '../host/NetworkInput.ts'
import { englishMessages } from '../i18n/englishMessages.ts'
import type { I18nStore } from '../i18n/I18nStore.ts'
import type { Network } from '../model/Network.ts'
import type { AlertStore } from '../store/AlertStore.ts'
import type { NetworksStore } from '../store/NetworksStore.ts'

// SPEC §8's Network Not Found alert; its English joins the catalogue with the deferred runtime that shows it.
const networkNotFoundMessages: Record<string, string> = {
  'alert.networkNotFound.title': 'Network Not Found',
  'alert.networkNotFound.message': 'Network {network} is not among the networks given to createAppKit; add it to the networks option to switch to it.',
}

/**
 * The configured network a switch names (a network object or a CAIP-2 id). Throws SPEC §8's
 * "CaipNetwork is undefined" when none is named, and "Network not configured" with the Network
 * Not Found alert when it is not one of the networks given to createAppKit.
 */
export function networkToSwitchTo(root: { networks: NetworksStore; alerts: AlertStore; i18n: Pick<I18nStore, 't'> }, input: NetworkInput | undefined): Network {
  if (!input) throw new BaseError('CaipNetwork is undefined', { code: 'NETWORK_UNDEFINED' })
  try {
    return configuredNetworkOf(root.networks.configured, input)
  } catch (error) {
    Object.assign(englishMessages, networkNotFoundMessages)
    const network = typeof input === 'string' ? input : (input.caipNetworkId ?? `${input.chainNamespace ?? 'eip155'}:${input.id}`)
    root.alerts.show({ id: 'network-not-found', title: root.i18n.t('alert.networkNotFound.title'), message: root.i18n.t('alert.networkNotFound.message', { network }), variant: 'error' })
    throw error
  }
}
