/** A network fee in the native currency, to 3 significant digits (`0.0000210 ETH`); fees are too small for 3 decimals. */
export function formatFee(fee: bigint, decimals: number, symbol: string, locale = 'en-US'): string {
  const scale = 10n ** BigInt(decimals)
  const whole = fee / scale
  const fraction = (fee % scale).toString().padStart(decimals, '0')
  const amount = Number(`${whole}.${fraction || '0'}`)
  const text = new Intl.NumberFormat(locale, { maximumSignificantDigits: 3 }).format(amount)
  return `${text} ${symbol}`
}
