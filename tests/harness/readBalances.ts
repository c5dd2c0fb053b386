import { createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import type { Address } from 'viem'
import type { TokenBalance } from '@portico/kernel/extend'
import { porticoToken } from './porticoToken.ts'

/** A local chain whose balances the project service reads. */
export interface BalanceChain {
  chainId: number
  rpcUrl: string
  tokenAddress: Address
}

/** Reads balances on one chain; created once per chain. */
export type BalanceReader = (owner: Address) => Promise<TokenBalance[]>

/**
 * A reader of an account's balances on a local chain, in the shape of the kernel's
 * `TokenBalance`: the native ETH (no `address`) and the PTT token, with icons served by the
 * project service at `serviceUrl` (`/images/tokens/eth.svg`, `/images/tokens/ptt.svg`). Prices
 * are 0 on local chains, so `value` is 0 too.
 */
export function readBalances(chain: BalanceChain, serviceUrl: string): BalanceReader {
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
  const caipNetworkId = `eip155:${chain.chainId}`
  const icons = `${serviceUrl.replace(/\/+$/, '')}/images/tokens`
  return async (owner) => {
    const [native, token] = await Promise.all([
      client.getBalance({ address: owner }),
      client.readContract({ address: chain.tokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
    ])
    return [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: caipNetworkId,
        value: 0,
        price: 0,
        quantity: { decimals: '18', numeric: formatUnits(native, 18) },
        iconUrl: `${icons}/eth.svg`,
      },
      {
        name: porticoToken.name,
        symbol: porticoToken.symbol,
        chainId: caipNetworkId,
        address: chain.tokenAddress,
        value: 0,
        price: 0,
        quantity: { decimals: String(porticoToken.decimals), numeric: formatUnits(token, porticoToken.decimals) },
        iconUrl: `${icons}/ptt.svg`,
      },
    ]
  }
}
