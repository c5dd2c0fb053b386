import { fromBaseUnits, toBaseUnits } from '@portico/kernel/extend'
import type { SwapToken } from './SwapToken.ts'

/**
 * What an amount of a token is worth in US dollars at its price: the amount as typed (`1.5`) or
 * in base units. Undefined when the price is unknown or the amount is empty, invalid or zero.
 */
export function fiatValueOf(amount: string | bigint, token: SwapToken | undefined): number | undefined {
  const price = token?.price
  if (!token || price === undefined || !Number.isFinite(price) || price < 0) return undefined
  const units = typeof amount === 'bigint' ? amount : toBaseUnits(amount, token.decimals)
  if (units === undefined || units <= 0n) return undefined
  const value = Number(fromBaseUnits(units, token.decimals)) * price
  return Number.isFinite(value) ? value : undefined
}
