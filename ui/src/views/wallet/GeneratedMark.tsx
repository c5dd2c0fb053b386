import type { CSSProperties } from 'react'

/** A stable hue for a name (FNV-1a): marks of different names differ, a name's mark never changes. */
function hueOf(name: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < name.length; index += 1) {
    hash ^= name.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash % 360
}

/**
 * The mark of something without an image (a network whose metadata has none): the first letters
 * of its name's first two words on a colour of its name; decorative, the name is said beside it.
 */
export function GeneratedMark({ name, size = 'medium' }: { name: string; size?: 'small' | 'medium' | 'large' }) {
  const words = name.split(/\s+/).filter((word) => word !== '')
  const initials = (words.length > 1 ? words.slice(0, 2).map((word) => [...word][0]).join('') : [...(words[0] ?? '?')].slice(0, 2).join('')).toUpperCase()
  const style = { '--pc-mark-hue': hueOf(name) } as CSSProperties
  return (
    // The initials are drawn by CSS (::before): the row's text stays its name alone.
    <span className="pc-wallet-image pc-generated-mark" data-size={size} data-initials={initials} style={style} aria-hidden="true" />
  )
}
