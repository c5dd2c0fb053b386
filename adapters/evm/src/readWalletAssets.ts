import type { Network } from '@portico/kernel'
import { decode } from '@portico/kernel/extend'
import type { TokenBalance } from '@portico/kernel/extend'
import * as t from 'io-ts'
import { formatUnits, getAddress, isAddress, isHex, numberToHex } from 'viem'
import type { Eip1193Provider } from './Eip1193Provider.ts'
import { WalletAsset } from './WalletAsset.ts'

const Capabilities = t.record(t.string, t.unknown, 'capabilities by chain id')
const Discovery = t.type({ assetDiscovery: t.type({ supported: t.literal(true) }) }, 'assetDiscovery { supported: true }')
const AssetsByChain = t.record(t.string, t.array(t.unknown), 'assets by chain id')

/** Whether the wallet says it discovers assets on the chain (or on every chain, `0x0`). */
async function discoversAssets(provider: Eip1193Provider, address: string, chainHex: string): Promise<boolean> {
  const capabilities = decode(Capabilities, await provider.request({ method: 'wallet_getCapabilities', params: [address] }))
  if (!capabilities.ok) return false
  return [chainHex, '0x0'].some((key) => decode(Discovery, capabilities.value[key]).ok)
}

function toBalance(asset: WalletAsset, network: Network): TokenBalance | undefined {
  if (!isHex(asset.balance) || !Number.isInteger(asset.metadata.decimals) || asset.metadata.decimals < 0) return undefined
  const native = asset.type === 'NATIVE' || asset.type === 'native'
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
 * and that chain as `chainFilter`. Assets that fail the shape check are left out; undefined when
 * the wallet does not discover assets, fails, or answers with something else than assets by chain.
 */
export async function readWalletAssets(provider: Eip1193Provider, address: string, network: Network): Promise<TokenBalance[] | undefined> {
  const chainHex = numberToHex(Number(network.id))
  try {
    if (!(await discoversAssets(provider, address, chainHex))) return undefined
    const answer = decode(AssetsByChain, await provider.request({ method: 'wallet_getAssets', params: [{ account: address, chainFilter: [chainHex] }] }))
    if (!answer.ok) return undefined
    const assets = answer.value[chainHex] ?? []
    return assets.flatMap((candidate) => {
      const asset = decode(WalletAsset, candidate)
      const balance = asset.ok ? toBalance(asset.value, network) : undefined
      return balance ? [balance] : []
    })
  } catch {
    // A wallet without EIP-5792 answers 4200 (unsupported method): its balances are read over RPC.
    return undefined
  }
}
