import type { Queryable } from '../Database.ts'
import { isNameLabel } from './isNameLabel.ts'

/** How many suggestions `/names/suggestions` gives. */
const suggestionCount = 3

/**
 * Up to three free labels close to what was typed: the text made into a label (lower case, any
 * other character a hyphen), then the same with `-1`, `-2`, ... appended, skipping taken ones.
 */
export async function suggestNames(database: Queryable, typed: string): Promise<string[]> {
  const base = typed.toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'wallet'
  const candidates = [base, ...Array.from({ length: 40 }, (_, index) => `${base}-${index + 1}`)].filter(isNameLabel)
  const rows = await database.query<{ label: string }>('SELECT label FROM names WHERE label = ANY($1::text[])', [candidates])
  const taken = new Set(rows.map((row) => row.label))
  return candidates.filter((label) => !taken.has(label)).slice(0, suggestionCount)
}
