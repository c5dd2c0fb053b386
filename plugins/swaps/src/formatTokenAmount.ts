import { fromBaseUnits } from '@portico/kernel/extend'

/** An amount in base units for reading (`149.7 PTT`, `1,498.5 PTT`): grouped, to 6 significant decimals at most. */
export function formatTokenAmount(amount: bigint | string, token: { decimals: number; symbol: string }, locale = 'en-US'): string {
  const [whole = '0', fraction = ''] = fromBaseUnits(amount, token.decimals).split('.')
  const grouped = new Intl.NumberFormat(locale).format(BigInt(whole))
  // Small amounts keep their first significant digits; others keep 6 decimals at most.
  const leadingZeros = whole === '0' ? (/^0*/.exec(fraction)?.[0].length ?? 0) : 0
  const kept = fraction.slice(0, whole === '0' ? leadingZeros + 4 : 6).replace(/0+$/, '')
  const separator = new Intl.NumberFormat(locale).format(1.5).charAt(1)
  return `${kept === '' ? grouped : `${grouped}${separator}${kept}`} ${token.symbol}`
}
