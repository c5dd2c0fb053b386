/**
 * An amount typed as a decimal (`1.5`) in a token's smallest unit (`1500000000000000000n` for 18
 * decimals); undefined when it is not a plain non-negative decimal or has more decimals than
 * the token.
 */
export function toBaseUnits(amount: string, decimals: number): bigint | undefined {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(amount.trim())
  if (!match) return undefined
  const whole = match[1] ?? ''
  const fraction = match[2] ?? ''
  if (whole === '' && fraction === '') return undefined
  if (fraction.length > decimals) return undefined
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}
