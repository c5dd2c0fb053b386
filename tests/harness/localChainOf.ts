import type { Chain } from 'viem'

/** The viem Chain of a local node at `rpcUrl`, its id read with eth_chainId. */
export async function localChainOf(rpcUrl: string): Promise<Chain> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  })
  const { result } = (await response.json()) as { result: string }
  const id = Number(result)
  return {
    id,
    name: `Anvil ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
}
