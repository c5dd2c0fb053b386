// The network and address types AppKit's guides import from the root entry (custom networks,
// multichain), renamed.
import type { AppKitNetwork, CaipAddress, CaipNetwork, CaipNetworkId } from '@portico/kernel'
import { mainnet, solana } from '@portico/kernel/networks'

export const caipNetworkId: CaipNetworkId = 'eip155:1'
export const caipAddress: CaipAddress = 'eip155:1:0xd8da6bf26964af9d7eed9e03e53415d37aa96045'
export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet, solana]

/** The CAIP id of a network as the modal keeps it. */
export function caipIdOf(network: CaipNetwork): CaipNetworkId {
  return network.caipNetworkId as CaipNetworkId
}
