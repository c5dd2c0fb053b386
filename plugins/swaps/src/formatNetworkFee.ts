/** A network fee in wei as the native currency, to 3 significant digits (`0.000210 ETH`). */
export function formatNetworkFee(fee: bigint, decimals: number, symbol: string, locale = 'en-US'): string {
  const scale = 10n ** BigInt(decimals)
  const fraction = (fee % scale).toString().padStart(decimals, '0')
  const amount = Number(`${fee / scale}.${fraction || '0'}`)
  return `${new Intl.NumberFormat(locale, { maximumSignificantDigits: 3 }).format(amount)} ${symbol}`
}
