import type { SwapToken } from './SwapToken.ts'

/** A swap that went through: what was sold and bought (base units, as quoted) and the swap's hash. */
export interface SwapResult {
  from: SwapToken
  to: SwapToken
  amountIn: string
  amountOut: string
  hash: string
}
