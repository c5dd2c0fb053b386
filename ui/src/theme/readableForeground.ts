/** Black or white, whichever reads better on a `#rgb`/`#rrggbb` colour; undefined for other syntaxes. */
export function readableForeground(color: string): string | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())
  if (!match?.[1]) return undefined
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1]
  const [red, green, blue] = [0, 2, 4].map((start) => {
    const channel = parseInt(digits.slice(start, start + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  const luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
  // Contrast against white is 1.05 / (L + 0.05); against near-black #0b0b0b about (L + 0.05) / 0.0534.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0534 ? '#ffffff' : '#0b0b0b'
}
