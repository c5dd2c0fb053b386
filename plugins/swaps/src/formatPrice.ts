/** A price (units of one token for one of another) for reading: `1,498.5`, or 4 significant digits below 1 (`0.0006667`). */
export function formatPrice(price: number, locale = 'en-US'): string {
  const options: Intl.NumberFormatOptions = price >= 1 ? { maximumFractionDigits: 2 } : { maximumSignificantDigits: 4 }
  return new Intl.NumberFormat(locale, options).format(price)
}
