/** Up to two letters for a placeholder tile: the first letters of a name's first two words ("Portico Punks": "PP"), or its first two. */
export function collectionInitials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  const letters = words.length > 1 ? `${[...(words[0] ?? '')][0] ?? ''}${[...(words[1] ?? '')][0] ?? ''}` : [...(words[0] ?? '')].slice(0, 2).join('')
  return letters.toUpperCase() || '?'
}
