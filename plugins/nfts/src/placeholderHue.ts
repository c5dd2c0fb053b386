/** A hue (0 to 359) for a collection's placeholder tile, the same for every token of one contract. */
export function placeholderHue(contract: string): number {
  let hash = 0
  for (const character of contract.toLowerCase()) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) % 360
  return hash
}
