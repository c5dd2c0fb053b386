/** Lamports as SOL in decimal text, without trailing zeros: 1500000000 -> "1.5", 0 -> "0". */
export function formatLamports(lamports: bigint): string {
  const negative = lamports < 0n
  const magnitude = negative ? -lamports : lamports
  const whole = magnitude / 1_000_000_000n
  const fraction = (magnitude % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
