/** SPEC §9's card on-ramp chains by EIP-155 chain id. */
const cardChains: Readonly<Record<string, string>> = {
  'eip155:1': 'ethereum',
  'eip155:42161': 'arbitrum',
  'eip155:137': 'polygon',
  'eip155:80094': 'berachain',
  'eip155:43114': 'avalanche',
  'eip155:10': 'optimism',
  'eip155:42220': 'celo',
  'eip155:8453': 'base',
}

/** The card on-ramp chain a provider's checkout is told for a network (CAIP-2): one of SPEC §9's, else ethereum. */
export function cardChainOf(caipNetworkId: string | undefined): string {
  return (caipNetworkId && cardChains[caipNetworkId]) || 'ethereum'
}
