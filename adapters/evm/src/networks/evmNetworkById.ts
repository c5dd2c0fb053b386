import { placeholderNetwork } from '@portico/kernel/extend'
import type { Network } from '@portico/kernel'
import { evmNetworks } from './evmNetworks.ts'

/** The supported EVM network with a chain id; the kernel's placeholder (SPEC §3) when it is not one of them. */
export function evmNetworkById(chainId: number): Network {
  return Object.values(evmNetworks).find((network) => network.id === chainId) ?? placeholderNetwork(`eip155:${chainId}`)
}
