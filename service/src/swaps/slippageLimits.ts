/**
 * What a quote lets the swap come to at worst, the slippage in percent (to the hundredth):
 * exactIn receives at least `amountOut · (100 − slippage) / 100` (rounded down) and sells
 * `amountIn`; exactOut receives `amountOut` and sells at most `amountIn · (100 + slippage) / 100`
 * (rounded down).
 */
export function slippageLimits(side: 'exactIn' | 'exactOut', amountIn: bigint, amountOut: bigint, slippage: number): { minimumReceived: bigint; maximumSold: bigint } {
  const basisPoints = BigInt(Math.round(slippage * 100))
  return side === 'exactIn'
    ? { minimumReceived: (amountOut * (10_000n - basisPoints)) / 10_000n, maximumSold: amountIn }
    : { minimumReceived: amountOut, maximumSold: (amountIn * (10_000n + basisPoints)) / 10_000n }
}
