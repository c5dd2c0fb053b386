/**
 * A quantity in whole units with 3 decimals (SPEC §9; NFTs, counted whole, with `digits` 0) and
 * a sign for its direction: `+` coming in, `-` going out, none for a transfer to oneself; the
 * unit after a space.
 */
export function formatQuantity(numeric: string, direction: 'in' | 'out' | 'self', unit: string, locale: string, digits = 3): string {
  const amount = Number.parseFloat(numeric)
  const value = Number.isFinite(amount) ? Math.abs(amount) : 0
  const text = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value)
  const sign = direction === 'self' || value === 0 ? '' : direction === 'in' ? '+' : '-'
  return `${sign}${text} ${unit}`
}
