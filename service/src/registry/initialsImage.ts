function hash(text: string): number {
  let value = 0
  for (const character of text) value = (value * 31 + character.charCodeAt(0)) >>> 0
  return value
}

/**
 * A generated image for a wallet or a token: an SVG tile in a colour of its id with the name's
 * initials (the first letters of two words, or the first two letters of a one-word name), and
 * nothing else: no corner dot, which read as a notification badge beside the wallet (issue 34).
 */
export function initialsImage(item: { id: string; name: string }): string {
  const hue = hash(item.id) % 360
  const words = item.name.split(' ').filter((word) => word !== '')
  const initials = (words.length > 1 ? words.map((word) => word.charAt(0)).join('') : (words[0] ?? '')).slice(0, 2).replace(/[<>&"']/g, '')
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<rect width="96" height="96" rx="24" fill="hsl(${hue} 62% 46%)"/>`,
    `<text x="48" y="61" text-anchor="middle" font-family="system-ui, sans-serif" font-size="36" font-weight="700" fill="#fff">${initials}</text>`,
    '</svg>',
  ].join('')
}
