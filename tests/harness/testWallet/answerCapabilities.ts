import { numberToHex } from 'viem'
import type { WalletAssetsOptions } from './WalletAssetsOptions.ts'
import { readWalletParams } from './readWalletParams.ts'

/**
 * The test wallet's `wallet_getCapabilities` (EIP-5792) for `[address, chainIds?]`, by hex chain id:
 * `assetDiscovery` on the chains of its asset options, `atomic: { status: 'supported' }` on the
 * chains it knows when it runs atomic batches; only the chains asked about, when some are.
 */
export function answerCapabilities(params: unknown, assets: WalletAssetsOptions | undefined, atomicChains: readonly number[]): Record<string, Record<string, unknown>> {
  const asked = readWalletParams.capabilityChains(params)
  const discovering = Object.keys(assets?.tokens ?? {}).map(Number)
  const chains = [...new Set([...discovering, ...atomicChains])].filter((chainId) => !asked || asked.includes(chainId))
  const entries = chains.map((chainId) => [
    numberToHex(chainId),
    {
      ...(discovering.includes(chainId) ? { assetDiscovery: { supported: true } } : {}),
      ...(atomicChains.includes(chainId) ? { atomic: { status: 'supported' } } : {}),
    },
  ])
  return Object.fromEntries(entries)
}
