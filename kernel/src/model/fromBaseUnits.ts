/**
 * An amount in a token's smallest unit as a plain decimal (`149.7`), cut (not rounded) to at
 * most `maxFraction` decimals, without trailing zeros: what an amount field shows.
 */
export function fromBaseUnits(amount: bigint | string, decimals: number, maxFraction = decimals): string {
  const value = BigInt(amount)
  const scale = 10n ** BigInt(decimals)
  const whole = value / scale
  const fraction = (value % scale).toString().padStart(decimals, '0').slice(0, Math.min(maxFraction, decimals)).replace(/0+$/, '')
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`
}
