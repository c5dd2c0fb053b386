import { runInAction } from 'mobx'
import { networkToSwitchTo } from './networkToSwitchTo.ts'
import { toAdapterError } from '../errors/toAdapterError.ts'
import { BaseError } from '../errors/BaseError.ts'
import type { NetworkInput } from '../model/NetworkInput.ts'
import type { ActionConfig } from './ActionConfig.ts'
import { SwitchUnsupportedError } from '../errors/SwitchUnsupportedError.ts'

/** Parameters of `switchNetwork`. */
export interface SwitchNetworkParameters {
  /** A configured network: a network object (ours, AppKit's or a viem chain) or a CAIP-2 id. */
  network: NetworkInput
}

/** What `switchNetwork` resolves: nothing; the networks store holds the network. */
export type SwitchNetworkReturnType = undefined

/**
 * What `switchNetwork` rejects with: a BaseError, `NETWORK_UNDEFINED` or "Network not configured"
 * (with the Network Not Found alert, SPEC §8), `SWITCH_UNSUPPORTED` when the active chain cannot
 * switch, else the wallet's failure (4001 when the user declined).
 */
export type SwitchNetworkErrorType = BaseError

/**
 * Switches network (SPEC §4): on the active, connected namespace the chain adapter switches the
 * wallet; on another namespace the network is set and its account resynced to it.
 */
export async function switchNetwork({ root, adapters }: ActionConfig, parameters: SwitchNetworkParameters): Promise<SwitchNetworkReturnType> {
  const { connections, networks } = root
  const network = networkToSwitchTo(root, parameters.network)
  const namespace = network.chainNamespace
  const onActiveChain = namespace === connections.activeNamespace && connections.connectionOf(namespace).status === 'connected'
  if (onActiveChain) {
    const chain = adapters.chainAdapter(namespace)
    if (!chain?.switchNetwork) throw new SwitchUnsupportedError(`${namespace} cannot switch networks`)
    try {
      await chain.switchNetwork(network)
    } catch (error) {
      throw toAdapterError(error)
    }
  }
  runInAction(() => {
    networks.setActive(namespace, network.caipNetworkId)
    if (!onActiveChain) connections.setActiveNamespace(namespace)
    connections.setNetwork(namespace, network.caipNetworkId)
  })
}
