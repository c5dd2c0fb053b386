import type { Network } from '@portico/kernel'
import type { TokenBalance } from '@portico/kernel/extend'
import { erc20Abi, formatUnits, getAddress, isAddress } from 'viem'
import type { Address, Client } from 'viem'
import { getBalance, readContract } from 'viem/actions'

/**
 * The native balance of an address on a network and its balances of the given ERC-20 tokens,
 * as SPEC §3 token balances: decimals as a string, the amount as a decimal string, without price
 * or value (no price source is asked). The reads go out together, so viem batches them.
 */
export async function readBalances(client: Client, address: string, network: Network, tokens: readonly string[]): Promise<TokenBalance[]> {
  const owner = getAddress(address)
  const chainId = network.caipNetworkId
  const native = async (): Promise<TokenBalance> => {
    const { name, symbol, decimals } = network.nativeCurrency
    const amount = await getBalance(client, { address: owner })
    const iconUrl = network.assets?.imageUrl
    return { name, symbol, chainId, quantity: { decimals: String(decimals), numeric: formatUnits(amount, decimals) }, ...(iconUrl ? { iconUrl } : {}) }
  }
  const token = async (tokenAddress: Address): Promise<TokenBalance> => {
    const contract = { address: tokenAddress, abi: erc20Abi } as const
    const [amount, decimals, symbol, name] = await Promise.all([
      readContract(client, { ...contract, functionName: 'balanceOf', args: [owner] }),
      readContract(client, { ...contract, functionName: 'decimals' }),
      readContract(client, { ...contract, functionName: 'symbol' }),
      readContract(client, { ...contract, functionName: 'name' }),
    ])
    return { name, symbol, chainId, address: tokenAddress, quantity: { decimals: String(decimals), numeric: formatUnits(amount, decimals) } }
  }
  const tokenAddresses = [...new Set(tokens.filter((candidate) => isAddress(candidate, { strict: false })).map((candidate) => getAddress(candidate)))]
  return Promise.all([native(), ...tokenAddresses.map(token)])
}
