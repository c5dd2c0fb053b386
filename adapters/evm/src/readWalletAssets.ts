import type { Network } from '@portico/kernel'
import { decode } from '@portico/kernel/extend'
import type { TokenBalance } from '@portico/kernel/extend'
import * as t from 'io-ts'
import { formatUnits, getAddress, isAddress, isHex, numberToHex } from 'viem'
import type { Eip1193Provider } from './Eip1193Provider.ts'
import { RequestTimeoutError } from './errors.ts'
import { WalletAsset } from './WalletAsset.ts'

const Capabilities = t.record(t.string, t.unknown, 'capabilities by chain id')
const Discovery = t.type({ assetDiscovery: t.type({ supported: t.literal(true) }) }, 'assetDiscovery { supported: true }')
const AssetsByChain = t.record(t.string, t.array(t.unknown), 'assets by chain id')

/**
 * How long the wallet may take to answer each of the two reads. A wallet that holds requests (one
 * that is locked queues them until it is unlocked) then never keeps the balances away: they come
 * from the service or the node instead.
 */
const walletAnswerMs = 5_000

/** The wallet's answer to a read, or a rejection once `walletAnswerMs` have passed without one. */
function answerOf(provider: Eip1193Provider, args: { method: string; params: unknown[] }): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RequestTimeoutError({ details: `The wallet did not answer ${args.method} within ${walletAnswerMs} ms` })), walletAnswerMs)
  })
  return Promise.race([provider.request(args), late]).finally(() => clearTimeout(timer))
}

/** Whether the wallet says it discovers assets on the chain (or on every chain, `0x0`). */
async function discoversAssets(provider: Eip1193Provider, address: string, chainHex: string): Promise<boolean> {
  const capabilities = decode(Capabilities, await answerOf(provider, { method: 'wallet_getCapabilities', params: [address] }))
  if (!capabilities.ok) return false
  return [chainHex, '0x0'].some((key) => decode(Discovery, capabilities.value[key]).ok)
}

function toBalance(asset: WalletAsset, network: Network): TokenBalance | undefined {
  if (!isHex(asset.balance) || !Number.isInteger(asset.metadata.decimals) || asset.metadata.decimals < 0) return undefined
  const native = asset.type === 'NATIVE'
  if (!native && !isAddress(asset.address, { strict: false })) return undefined
  const { name, symbol, decimals, price, iconUrl } = asset.metadata
  const numeric = formatUnits(BigInt(asset.balance), decimals)
  return {
    name,
    symbol,
    chainId: network.caipNetworkId,
    ...(native ? {} : { address: getAddress(asset.address) }),
    quantity: { decimals: String(decimals), numeric },
    price,
    value: price * Number(numeric),
    iconUrl,
  }
}

/**
 * The balances a wallet reports itself (SPEC §7): its capabilities are asked first, and only when
 * `assetDiscovery` is supported on the network's chain is `wallet_getAssets` called with the account
 * and that chain as `chainFilter`. The answer is valid only if every asset passes the shape check
 * (a balance in hex, whole decimals, an address for an ERC20); undefined when one does not, when
 * the wallet does not discover assets, fails, does not answer within 5 s, or answers with something
 * else than assets by chain, so the balances come from elsewhere.
 */
export async function readWalletAssets(provider: Eip1193Provider, address: string, network: Network): Promise<TokenBalance[] | undefined> {
  const chainHex = numberToHex(Number(network.id))
  try {
    if (!(await discoversAssets(provider, address, chainHex))) return undefined
    const answer = decode(AssetsByChain, await answerOf(provider, { method: 'wallet_getAssets', params: [{ account: address, chainFilter: [chainHex] }] }))
    if (!answer.ok) return undefined
    const balances: TokenBalance[] = []
    for (const candidate of answer.value[chainHex] ?? []) {
      const asset = decode(WalletAsset, candidate)
      const balance = asset.ok ? toBalance(asset.value, network) : undefined
      if (!balance) return undefined
      balances.push(balance)
    }
    return balances
  } catch {
    // A wallet without EIP-5792 answers 4200 (unsupported method): its balances are read over RPC.
    return undefined
  }
}
