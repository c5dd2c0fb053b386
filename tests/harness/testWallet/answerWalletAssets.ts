import { createPublicClient, erc20Abi, http, isAddress, isHex, numberToHex } from 'viem'
import type { Address } from 'viem'
import { TestWalletRpcError } from './TestWalletRpcError.ts'
import type { WalletAssetsOptions } from './WalletAssetsOptions.ts'

const invalidParams = (what: string) => new TestWalletRpcError(-32602, `Invalid params: ${what}`)

/**
 * The test wallet's `wallet_getAssets` (ERC-7811): for `[{ account, chainFilter? }]`, the account's
 * native balance and configured ERC-20 balances by hex chain id, read from each chain's node, in
 * SPEC §7's shape (address, hex balance, type NATIVE or ERC20, metadata with price and iconUrl).
 */
export async function answerWalletAssets(params: unknown, options: WalletAssetsOptions, rpcUrlOf: (chainId: number) => string | undefined): Promise<Record<string, unknown[]>> {
  const [request] = Array.isArray(params) ? params : []
  const { account, chainFilter } = (request ?? {}) as { account?: unknown; chainFilter?: unknown }
  if (typeof account !== 'string' || !isAddress(account, { strict: false })) throw invalidParams('expected [{ account, chainFilter? }]')
  const chains = Array.isArray(chainFilter) ? chainFilter.filter((id): id is `0x${string}` => typeof id === 'string' && isHex(id)).map(Number) : Object.keys(options.tokens).map(Number)
  const iconUrl = options.iconUrl ?? ''
  const priceOf = (symbol: string) => options.prices?.[symbol] ?? 0
  const entries = await Promise.all(
    chains.map(async (chainId) => {
      const rpcUrl = rpcUrlOf(chainId)
      if (!rpcUrl) return [numberToHex(chainId), []] as const
      const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
      const native = await client.getBalance({ address: account })
      const tokens = await Promise.all(
        (options.tokens[chainId] ?? []).map(async (token: Address) => {
          const contract = { address: token, abi: erc20Abi } as const
          const [balance, decimals, symbol, name] = await Promise.all([
            client.readContract({ ...contract, functionName: 'balanceOf', args: [account] }),
            client.readContract({ ...contract, functionName: 'decimals' }),
            client.readContract({ ...contract, functionName: 'symbol' }),
            client.readContract({ ...contract, functionName: 'name' }),
          ])
          return { address: token, balance: numberToHex(balance), type: 'ERC20', metadata: { name, symbol, decimals, price: priceOf(symbol), iconUrl } }
        }),
      )
      const ether = { address: 'native', balance: numberToHex(native), type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: priceOf('ETH'), iconUrl } }
      return [numberToHex(chainId), [ether, ...tokens]] as const
    }),
  )
  return Object.fromEntries(entries)
}
