/** Base units as a decimal in whole units, trailing zeros dropped (`500000000000000000`, 18 → `0.5`). */
export function formatCryptoAmount(baseUnits: string, decimals: number): string {
  const value = BigInt(baseUnits)
  const unit = 10n ** BigInt(decimals)
  const fraction = (value % unit).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction ? `${value / unit}.${fraction}` : String(value / unit)
}
