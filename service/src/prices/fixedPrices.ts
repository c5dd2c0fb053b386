import type { PriceSource } from '../PriceSource.ts'

/**
 * A price source over a fixed table of US dollar prices by symbol (`{ ETH: 3000, PTT: 2 }`),
 * matched case-insensitively on any chain; a symbol not in the table has no price. For local
 * chains and demos: a real deployment puts a feed behind the same `PriceSource` interface.
 */
export function fixedPrices(table: Readonly<Record<string, number>>): PriceSource {
  const bySymbol = new Map(Object.entries(table).map(([symbol, price]) => [symbol.toUpperCase(), price]))
  return {
    prices: async (assets) => assets.map((asset) => bySymbol.get(asset.symbol.toUpperCase())),
  }
}
