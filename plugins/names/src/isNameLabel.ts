const nameLabel = /^[a-zA-Z0-9-]{4,}$/

/** SPEC §5's rule of a wallet name: at least 4 characters of letters, digits or hyphens. */
export function isNameLabel(label: string): boolean {
  return nameLabel.test(label)
}
