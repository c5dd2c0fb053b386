import { formatPayAmount } from './formatPayAmount.ts'

/**
 * A host's amount (`5`, `0.1`) in the asset's smallest unit, from its shortest decimal writing;
 * undefined when it has more decimals than the asset.
 */
export function baseUnitsOf(amount: number, decimals: number): bigint | undefined {
  const [whole = '0', fraction = ''] = formatPayAmount(amount).split('.')
  if (fraction.length > decimals) return undefined
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}
