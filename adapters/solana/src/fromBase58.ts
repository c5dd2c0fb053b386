const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Base58 text as bytes; undefined when a character is outside Bitcoin's alphabet. */
export function fromBase58(text: string): Uint8Array | undefined {
  let value = 0n
  for (const character of text) {
    const digit = alphabet.indexOf(character)
    if (digit < 0) return undefined
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value % 256n))
    value /= 256n
  }
  let leadingOnes = 0
  while (text[leadingOnes] === '1') leadingOnes += 1
  return Uint8Array.from([...new Array<number>(leadingOnes).fill(0), ...bytes])
}
