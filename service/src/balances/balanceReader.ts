import * as t from 'io-ts'
import { createPublicClient, erc20Abi, formatUnits, getAddress, http, isAddress } from 'viem'
import type { Address, PublicClient } from 'viem'
import { decodeWith } from '../decodeWith.ts'
import { hexString } from '../hexString.ts'
import type { Queryable } from '../Database.ts'
import type { IndexedChain } from '../index/IndexedChain.ts'
import type { PriceSource } from '../PriceSource.ts'
import type { ServiceConfig } from '../ServiceConfig.ts'
import { blockKeyedCache } from '../index/blockKeyedCache.ts'
import type { BlockRead } from '../index/blockKeyedCache.ts'
import { coalescedLatestBlock } from './coalescedLatestBlock.ts'
import type { LatestBlock } from './coalescedLatestBlock.ts'
import { indexedTokensOfAccount } from './indexedTokensOfAccount.ts'
import { leanJsonRpc } from '../rpc/leanJsonRpc.ts'
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
  /** How many accounts' balances are kept (for their latest block); 10,000 by default. */
  cachedAccounts?: number
}

/** Reads an account's balances on one of the chains; throws when the chain cannot be read. */
export type BalanceReader = (chainId: number, owner: Address) => Promise<TokenBalance[]>

interface TokenInfo {
  name: string
  symbol: string
  decimals: number
}

const Hex = hexString('a 0x-prefixed hex string')
const LatestBlockJson = t.union([t.null, t.type({ number: Hex, hash: Hex })], 'a block ({ number, hash }) or null')

interface ChainReader {
  client: PublicClient
  latest: () => Promise<LatestBlock>
}

/**
 * A reader of balances from the chains over RPC: the native currency first, then the configured
 * tokens of the chain (listed even at zero), then the other tokens the index saw the account
 * send or receive (listed when not zero, spam left out), priced by `prices` (no price, no value).
 * Each call reads the chain's latest block (one read shared by concurrent calls, never one begun
 * before the call), then the balances at that block: kept from an earlier call at the same block
 * hash, else read in one JSON-RPC batch (the native balance and one multicall of every token's
 * `balanceOf`, without a deployed Multicall3). Balances are kept only once the index has reached
 * their block, so that its token list is complete. Token names, symbols and decimals are read once
 * and kept.
 */
export function balanceReader(options: BalanceReaderOptions): BalanceReader {
  const readers = new Map<number, ChainReader>()
  const infos = new Map<string, Promise<TokenInfo>>()
  const cache = blockKeyedCache<TokenBalance[]>(options.cachedAccounts ?? 10_000)
  const icons = `${options.baseUrl.replace(/\/+$/, '')}/images/tokens`
  const iconOf = (symbol: string) => `${icons}/${encodeURIComponent(symbol.toLowerCase())}.svg`

  const readerOf = (chain: IndexedChain): ChainReader => {
    let reader = readers.get(chain.chainId)
    if (!reader) {
      // Reads made in the same turn (the native balance and the multicall) go in one HTTP request.
      const client = createPublicClient({ transport: http(chain.rpcUrl, { batch: { wait: 0 }, retryCount: 0, timeout: options.timeoutMs }) })
      // Read on every call: over Node's own HTTP client, not viem's transport (see leanJsonRpc).
      const latest = coalescedLatestBlock(async () => {
        const answer = await leanJsonRpc(chain.rpcUrl, 'eth_getBlockByNumber', ['latest', false], options.timeoutMs)
        const block = decodeWith(LatestBlockJson, answer, `The chain ${chain.chainId}'s latest block`)
        if (!block) throw new Error(`The chain ${chain.chainId} has no latest block`)
        return { number: BigInt(block.number), hash: block.hash }
      })
      reader = { client, latest }
      readers.set(chain.chainId, reader)
    }
    return reader
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

  const readAt = async (chain: IndexedChain, client: PublicClient, owner: Address, block: LatestBlock): Promise<BlockRead<TokenBalance[]>> => {
    const chainId = chain.chainId
    const caip2 = `eip155:${chainId}`
    const configured = options.tokens.filter((token) => token.chainId === chainId && isAddress(token.address, { strict: false }))
    const configuredAddresses = [...new Set(configured.map((token) => getAddress(token.address)))]
    const indexed = await indexedTokensOfAccount(options.database, chainId, owner)
    const seen = indexed.contracts.filter((address) => !configuredAddresses.includes(address) && !options.spam.has(`${caip2}:${address}`.toLowerCase()))
    const tokens = [...configuredAddresses, ...seen]
    const [nativeAmount, amounts, tokenInfos] = await Promise.all([
      client.getBalance({ address: owner, blockHash: block.hash }),
      tokens.length === 0
        ? Promise.resolve([])
        : client.multicall({ contracts: tokens.map((address) => ({ address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }) as const), deployless: true, blockHash: block.hash }),
      Promise.all(tokens.map((address) => infoOf(client, chainId, address).then((info) => ({ info }), (error: unknown) => ({ error })))),
    ])
    const tokenBalances = tokens.map((address, index): TokenBalance | undefined => {
      const listedAtZero = index < configuredAddresses.length
      const amount = amounts[index]
      const read = tokenInfos[index]
      // A configured token that cannot be read fails the answer; a token the index saw that does not answer as an ERC-20 is left out.
      if (amount?.status !== 'success' || !read || 'error' in read) {
        if (!listedAtZero) return undefined
        throw (read && 'error' in read ? read.error : amount?.error) ?? new Error(`The token ${address} could not be read`)
      }
      const { info } = read
      if (amount.result === 0n && !listedAtZero) return undefined
      const iconUrl = configured.find((token) => getAddress(token.address) === address)?.iconUrl ?? (listedAtZero ? iconOf(info.symbol) : undefined)
      return {
        name: info.name,
        symbol: info.symbol,
        chainId: caip2,
        address,
        quantity: { decimals: String(info.decimals), numeric: formatUnits(amount.result, info.decimals) },
        ...(iconUrl === undefined ? {} : { iconUrl }),
      }
    })
    const native = chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
    const balances: TokenBalance[] = [
      {
        name: native.name,
        symbol: native.symbol,
        chainId: caip2,
        quantity: { decimals: String(native.decimals), numeric: formatUnits(nativeAmount, native.decimals) },
        iconUrl: iconOf(native.symbol),
      },
      ...tokenBalances.filter((balance): balance is TokenBalance => balance !== undefined),
    ]
    const complete = indexed.indexedNumber !== null && (indexed.indexedNumber > block.number || indexed.indexedHash === block.hash)
    return { value: balances, keep: complete }
  }

  return async (chainId, owner) => {
    const chain = options.chains.find((candidate) => candidate.chainId === chainId)
    if (!chain) throw new Error(`The chain ${chainId} is not served`)
    const { client, latest } = readerOf(chain)
    const block = await latest()
    const balances = await cache.valueAt(`${chainId}:${owner.toLowerCase()}`, block.hash, () => readAt(chain, client, owner, block))
    const caip2 = `eip155:${chainId}`
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
