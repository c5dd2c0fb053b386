import type { Network, TokenBalance } from '@portico/kernel'
import { erc20Abi, formatUnits, getAddress, isAddress } from 'viem'
import type { Address, PublicClient } from 'viem'

/**
 * The native balance of an address on a network and its balances of the given ERC-20 tokens,
 * as SPEC §3 token balances: decimals as a string, the amount as a decimal string, and price
 * and value 0 (no price source is asked). The reads go out together, so viem batches them.
 */
export async function readBalances(client: PublicClient, address: string, network: Network, tokens: readonly string[]): Promise<TokenBalance[]> {
  const owner = getAddress(address)
  const chainId = network.caipNetworkId
  const native = async (): Promise<TokenBalance> => {
    const { name, symbol, decimals } = network.nativeCurrency
    const amount = await client.getBalance({ address: owner })
    const iconUrl = network.assets?.imageUrl
    return { name, symbol, chainId, value: 0, price: 0, quantity: { decimals: String(decimals), numeric: formatUnits(amount, decimals) }, ...(iconUrl ? { iconUrl } : {}) }
  }
  const token = async (tokenAddress: Address): Promise<TokenBalance> => {
    const contract = { address: tokenAddress, abi: erc20Abi } as const
    const [amount, decimals, symbol, name] = await Promise.all([
      client.readContract({ ...contract, functionName: 'balanceOf', args: [owner] }),
      client.readContract({ ...contract, functionName: 'decimals' }),
      client.readContract({ ...contract, functionName: 'symbol' }),
      client.readContract({ ...contract, functionName: 'name' }),
    ])
    return { name, symbol, chainId, address: tokenAddress, value: 0, price: 0, quantity: { decimals: String(decimals), numeric: formatUnits(amount, decimals) } }
  }
  const tokenAddresses = [...new Set(tokens.filter((candidate) => isAddress(candidate, { strict: false })).map((candidate) => getAddress(candidate)))]
  return Promise.all([native(), ...tokenAddresses.map(token)])
}
