/** Options of `formatBalance`. */
export interface FormatBalanceOptions {
  /** Appended after a space, such as `ETH`. */
  symbol?: string
  /** On a testnet the balance shows 0.00 (SPEC §9). */
  testnet?: boolean
  /** The locale of the digits; default en-US. */
  locale?: string
}

/** Formats a balance for display with 3 decimals (SPEC §9); testnets show 0.00. */
export function formatBalance(value: number | string | undefined, options: FormatBalanceOptions = {}): string {
  const locale = options.locale ?? 'en-US'
  let text: string
  if (options.testnet) {
    text = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(0)
  } else {
    const amount = typeof value === 'number' ? value : Number.parseFloat(value ?? '')
    text = new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(Number.isFinite(amount) ? amount : 0)
  }
  return options.symbol ? `${text} ${options.symbol}` : text
}
