import { createPublicClient, erc20Abi, formatUnits, getAddress, http, isAddress } from 'viem'
import type { Address, PublicClient } from 'viem'
import type { Queryable } from '../Database.ts'
import type { IndexedChain } from '../index/IndexedChain.ts'
import { tokensOfAccount } from '../index/tokensOfAccount.ts'
import type { PriceSource } from '../PriceSource.ts'
import type { ServiceConfig } from '../ServiceConfig.ts'
import type { TokenBalance } from './TokenBalance.ts'

/** Options of `balanceReader`. */
export interface BalanceReaderOptions {
  database: Queryable
  chains: readonly IndexedChain[]
  /** The tokens always listed, with their icons when given. */
  tokens: NonNullable<ServiceConfig['tokens']>
  prices: PriceSource
  /** Lower-case CAIP-10 ids of spam contracts: never listed. */
  spam: ReadonlySet<string>
  /** The service's public URL, for the generated icons (`{baseUrl}/images/tokens/{symbol}.svg`). */
  baseUrl: string
  /** How long one RPC read may take before it fails. */
  timeoutMs: number
}

/** Reads an account's balances on one of the chains; throws when the chain cannot be read. */
export type BalanceReader = (chainId: number, owner: Address) => Promise<TokenBalance[]>

interface TokenInfo {
  name: string
  symbol: string
  decimals: number
}

/**
 * A reader of balances from the chains over RPC: the native currency first, then the configured
 * tokens of the chain (listed even at zero), then the other tokens the index saw the account
 * send or receive (listed when not zero, spam left out), priced by `prices` (no price, no value).
 * Token names, symbols and decimals are read once and kept.
 */
export function balanceReader(options: BalanceReaderOptions): BalanceReader {
  const clients = new Map<number, PublicClient>()
  const infos = new Map<string, Promise<TokenInfo>>()
  const icons = `${options.baseUrl.replace(/\/+$/, '')}/images/tokens`
  const iconOf = (symbol: string) => `${icons}/${encodeURIComponent(symbol.toLowerCase())}.svg`

  const clientOf = (chain: IndexedChain): PublicClient => {
    let client = clients.get(chain.chainId)
    if (!client) {
      client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: options.timeoutMs }) })
      clients.set(chain.chainId, client)
    }
    return client
  }

  const infoOf = (client: PublicClient, chainId: number, address: Address): Promise<TokenInfo> => {
    const key = `${chainId}:${address}`
    let info = infos.get(key)
    if (!info) {
      const read = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) => client.readContract({ address, abi: erc20Abi, functionName })
      info = Promise.all([read('name'), read('symbol'), read('decimals')]).then(([name, symbol, decimals]) => ({ name, symbol, decimals }))
      // A failed read is tried again next time.
      info.catch(() => infos.delete(key))
      infos.set(key, info)
    }
    return info
  }

  return async (chainId, owner) => {
    const chain = options.chains.find((candidate) => candidate.chainId === chainId)
    if (!chain) throw new Error(`The chain ${chainId} is not served`)
    const client = clientOf(chain)
    const caip2 = `eip155:${chainId}`
    const configured = options.tokens.filter((token) => token.chainId === chainId && isAddress(token.address, { strict: false }))
    const configuredAddresses = new Set(configured.map((token) => getAddress(token.address)))
    const seen = (await tokensOfAccount(options.database, chainId, owner))
      .map((address) => getAddress(address))
      .filter((address) => !configuredAddresses.has(address) && !options.spam.has(`${caip2}:${address}`.toLowerCase()))
    const readToken = async (address: Address, listedAtZero: boolean): Promise<TokenBalance | undefined> => {
      const [info, amount] = await Promise.all([
        infoOf(client, chainId, address),
        client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
      ])
      if (amount === 0n && !listedAtZero) return undefined
      const iconUrl = configured.find((token) => getAddress(token.address) === address)?.iconUrl ?? (listedAtZero ? iconOf(info.symbol) : undefined)
      return {
        name: info.name,
        symbol: info.symbol,
        chainId: caip2,
        address,
        quantity: { decimals: String(info.decimals), numeric: formatUnits(amount, info.decimals) },
        ...(iconUrl === undefined ? {} : { iconUrl }),
      }
    }
    const native = chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
    const [nativeAmount, configuredBalances, seenBalances] = await Promise.all([
      client.getBalance({ address: owner }),
      Promise.all([...configuredAddresses].map((address) => readToken(address, true))),
      // A token the index saw that does not answer as an ERC-20 is left out, not an error.
      Promise.all(seen.map((address) => readToken(address, false).catch(() => undefined))),
    ])
    const balances: TokenBalance[] = [
      {
        name: native.name,
        symbol: native.symbol,
        chainId: caip2,
        quantity: { decimals: String(native.decimals), numeric: formatUnits(nativeAmount, native.decimals) },
        iconUrl: iconOf(native.symbol),
      },
      ...[...configuredBalances, ...seenBalances].filter((balance): balance is TokenBalance => balance !== undefined),
    ]
    const prices = await options.prices.prices(
      balances.map((balance) => ({ chainId: caip2, symbol: balance.symbol, ...(balance.address === undefined ? {} : { address: balance.address }) })),
    )
    return balances.map((balance, index) => {
      const price = prices[index]
      if (price === undefined) return balance
      return { ...balance, price, value: price * Number(balance.quantity.numeric) }
    })
  }
}
