import { toProviderError } from '@portico/kernel/extend'
import { SwapPriceChangedError } from './errors.ts'

/**
 * The revert data (Solidity's `Error(string)`, ABI-encoded) of a Uniswap-v2-style router when the
 * price moved beyond the bounds of the swap: 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT' and
 * 'UniswapV2Router: EXCESSIVE_INPUT_AMOUNT'.
 */
const slippageReverts = new Set([
  '0x08c379a00000000000000000000000000000000000000000000000000000000000000020000000000000000000000000000000000000000000000000000000000000002b556e69737761705632526f757465723a20494e53554646494349454e545f4f55545055545f414d4f554e54000000000000000000000000000000000000000000',
  '0x08c379a000000000000000000000000000000000000000000000000000000000000000200000000000000000000000000000000000000000000000000000000000000027556e69737761705632526f757465723a204558434553534956455f494e5055545f414d4f554e5400000000000000000000000000000000000000000000000000',
])

/**
 * Whether a swap failed because the price moved beyond the slippage tolerance: the plugin's own
 * SwapPriceChangedError, or the swap reverting at the wallet's estimation (the kernel's
 * EXECUTION_REVERTED) with the router's slippage revert data. A wallet that passes on no revert
 * data leaves the bounds as the only reason a fresh, checked swap reverts, so it counts too.
 */
export function isPriceMoved(error: unknown): boolean {
  if (error instanceof SwapPriceChangedError) return true
  const provider = toProviderError(error)
  if (provider.nodeError !== 'EXECUTION_REVERTED') return false
  const data = provider.data
  return typeof data !== 'string' || data === '0x' || slippageReverts.has(data.toLowerCase())
}
