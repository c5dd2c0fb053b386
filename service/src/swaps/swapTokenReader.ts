import { createPublicClient, erc20Abi, getAddress, http } from 'viem'
import type { Address, PublicClient } from 'viem'
import type { IndexedChain } from '../index/IndexedChain.ts'
import { nativeTokenAddress } from './nativeTokenAddress.ts'
import { refusedByContract } from './refusedByContract.ts'
import { SwapError } from './SwapError.ts'
import type { SwapToken } from './SwapToken.ts'

/** Options of `swapTokenReader`. */
export interface SwapTokenReaderOptions {
  /** The config's chains: their RPC and native currency. */
  chains: readonly IndexedChain[]
  /** The service's public URL, for the generated icons (`{baseUrl}/images/tokens/{symbol}.svg`). */
  baseUrl: string
  /** How long one RPC read may take before it fails. */
  timeoutMs: number
  /** Icons given in the config, by `{chainId}:{checksummed address}`. */
  icons?: ReadonlyMap<string, string>
}

/** Reads swap tokens of the config's chains: their metadata once, kept. */
export interface SwapTokenReader {
  /** The chain's RPC client; throws a `SwapError` UNSUPPORTED_CHAIN for a chain not in the config. */
  client(chainId: number): PublicClient
  /** The chain's native currency as a swap token (`nativeTokenAddress`). */
  native(chainId: number): SwapToken
  /** The native currency for `nativeTokenAddress`, else the ERC-20 at `address`; a `SwapError` INVALID_REQUEST when it does not answer as one. */
  token(chainId: number, address: Address): Promise<SwapToken>
}

/** A reader of swap tokens over the chains' RPC, shared by the swap providers. */
export function swapTokenReader(options: SwapTokenReaderOptions): SwapTokenReader {
  const clients = new Map<number, PublicClient>()
  const tokens = new Map<string, Promise<SwapToken>>()
  const icons = `${options.baseUrl.replace(/\/+$/, '')}/images/tokens`
  const iconOf = (chainId: number, address: string, symbol: string) =>
    options.icons?.get(`${chainId}:${address}`) ?? `${icons}/${encodeURIComponent(symbol.toLowerCase())}.svg`
  const chainOf = (chainId: number): IndexedChain => {
    const chain = options.chains.find((candidate) => candidate.chainId === chainId)
    if (!chain) throw new SwapError('UNSUPPORTED_CHAIN', `The chain eip155:${chainId} is not one of the service's chains`)
    return chain
  }
  const client = (chainId: number): PublicClient => {
    let known = clients.get(chainId)
    if (!known) {
      known = createPublicClient({ transport: http(chainOf(chainId).rpcUrl, { retryCount: 0, timeout: options.timeoutMs }) })
      clients.set(chainId, known)
    }
    return known
  }
  const native = (chainId: number): SwapToken => {
    const currency = chainOf(chainId).nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
    return { chainId: `eip155:${chainId}`, address: nativeTokenAddress, symbol: currency.symbol, name: currency.name, decimals: currency.decimals, iconUrl: iconOf(chainId, nativeTokenAddress, currency.symbol) }
  }
  const read = async (chainId: number, address: Address): Promise<SwapToken> => {
    const reader = client(chainId)
    const call = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) => reader.readContract({ address, abi: erc20Abi, functionName })
    try {
      const [name, symbol, decimals] = await Promise.all([call('name'), call('symbol'), call('decimals')])
      return { chainId: `eip155:${chainId}`, address, symbol, name, decimals, iconUrl: iconOf(chainId, address, symbol) }
    } catch (error) {
      if (refusedByContract(error)) throw new SwapError('INVALID_REQUEST', `${address} is not an ERC-20 token on eip155:${chainId}`)
      throw error
    }
  }
  return {
    client,
    native,
    async token(chainId, address) {
      if (address.toLowerCase() === nativeTokenAddress.toLowerCase()) return native(chainId)
      const checksummed = getAddress(address)
      const key = `${chainId}:${checksummed}`
      let known = tokens.get(key)
      if (!known) {
        known = read(chainId, checksummed)
        // A failed read is tried again next time.
        known.catch(() => tokens.delete(key))
        tokens.set(key, known)
      }
      return known
    },
  }
}
