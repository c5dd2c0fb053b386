/** A wei amount (a 0x or decimal quantity) in whole units with the native symbol, such as `0.5 ETH`; undefined when it is no amount. */
export function nativeAmount(value: unknown, symbol: string, decimals: number): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  let wei: bigint
  try {
    wei = BigInt(value)
  } catch {
    return undefined
  }
  if (wei < 0n) return undefined
  const unit = 10n ** BigInt(decimals)
  const fraction = (wei % unit).toString().padStart(decimals, '0').replace(/0+$/, '')
  return `${(wei / unit).toString()}${fraction ? `.${fraction}` : ''} ${symbol}`
}
