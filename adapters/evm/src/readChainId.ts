/** A chain id as wallets send it (`0x1`, `1` or 1); undefined when it is none. */
export function readChainId(payload: unknown): number | undefined {
  if (typeof payload === 'number') return Number.isSafeInteger(payload) && payload > 0 ? payload : undefined
  if (typeof payload !== 'string' || !/^(0x[0-9a-f]+|\d+)$/i.test(payload)) return undefined
  const value = Number(payload)
  return Number.isSafeInteger(value) && value > 0 ? value : undefined
}
