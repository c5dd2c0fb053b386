import { configuredNetworkOf } from '../model/configuredNetworkOf.ts'
import type { NetworkInput } from '../model/NetworkInput.ts'
import { joinNetworkNotFoundMessages } from './networkNotFoundMessages.ts'
import type { Network } from '../model/Network.ts'
import type { AlertStore } from '../store/AlertStore.ts'
import type { NetworksStore } from '../store/NetworksStore.ts'
import { NetworkUndefinedError } from '../errors/NetworkUndefinedError.ts'

/**
 * The configured network a switch names (a network object or a CAIP-2 id). Throws SPEC §8's
 * "CaipNetwork is undefined" when none is named, and "Network not configured" with the Network
 * Not Found alert when it is not one of the networks given to createAppKit.
 */
export function networkToSwitchTo(root: { networks: NetworksStore; alerts: AlertStore }, input: NetworkInput | undefined): Network {
  if (!input) throw new NetworkUndefinedError()
  try {
    return configuredNetworkOf(root.networks.configured, input)
  } catch (error) {
    joinNetworkNotFoundMessages()
    const network = typeof input === 'string' ? input : (input.caipNetworkId ?? `${input.chainNamespace ?? 'eip155'}:${input.id}`)
    root.alerts.show({ id: 'network-not-found', title: 'alert.networkNotFound.title', message: 'alert.networkNotFound.message', values: { network }, variant: 'error' })
    throw error
  }
}
