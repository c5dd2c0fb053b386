import { NetworkFromChain, decode } from '@portico/kernel/extend'
import type { Chain } from 'viem'
import { WagmiNetworkInvalidError, WagmiNetworksMissingError } from './errors.ts'

/**
 * The EVM networks of a WagmiAdapter's `networks`, as wagmi's chains (viem chains: the network's
 * own fields, such as viem's contracts, are kept). Throws a ConfigError for a network that does
 * not decode, and when there is no EVM network: wagmi needs one.
 */
export function toWagmiChains(networks: readonly unknown[]): [Chain, ...Chain[]] {
  const chains: Chain[] = []
  networks.forEach((input, index) => {
    const decoded = decode(NetworkFromChain, input)
    if (!decoded.ok) throw new WagmiNetworkInvalidError(`Invalid WagmiAdapter networks[${index}]`, decoded.error)
    const network = decoded.value
    if (network.chainNamespace !== 'eip155') return
    const id = Number(network.id)
    if (!Number.isSafeInteger(id)) throw new WagmiNetworkInvalidError(`Invalid WagmiAdapter networks[${index}]: an EVM chain id is a number, got ${String(network.id)}`)
    const rpcUrls = { ...network.rpcUrls, default: network.rpcUrls.default ?? { http: [] } }
    const explorer = network.blockExplorers?.default
    const { blockExplorers: _blockExplorers, ...rest } = network
    chains.push({ ...rest, id, rpcUrls, ...(explorer ? { blockExplorers: { ...network.blockExplorers, default: explorer } } : {}) })
  })
  const [first, ...rest] = chains
  if (!first) throw new WagmiNetworksMissingError()
  return [first, ...rest]
}
