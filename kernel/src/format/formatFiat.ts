/** Formats a fiat amount for display with 2 decimals (SPEC §9); the currency sign is the view's. */
export function formatFiat(value: number | string | undefined, locale = 'en-US'): string {
  const amount = typeof value === 'number' ? value : Number.parseFloat(value ?? '')
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number.isFinite(amount) ? amount : 0)
}
