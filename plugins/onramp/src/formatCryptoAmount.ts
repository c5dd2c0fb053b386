import { formatBalance, fromBaseUnits } from '@portico/kernel/extend'

/** Base units as whole units with 3 decimals (SPEC §9), in the locale's digits (`32676666666666666`, 18 → `0.033`). */
export function formatCryptoAmount(baseUnits: string, decimals: number, locale = 'en-US'): string {
  return formatBalance(fromBaseUnits(baseUnits, decimals), { locale })
}
