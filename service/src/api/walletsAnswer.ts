import type { Queryable } from '../Database.ts'
import type { Answer } from './Answer.ts'

const defaultEntries = 40
const maxEntries = 200

function positiveInteger(text: string | null, fallback: number): number | undefined {
  if (text === null || text === '') return fallback
  if (!/^\d{1,9}$/.test(text)) return undefined
  const value = Number(text)
  return value >= 1 ? value : undefined
}

function idList(text: string | null): string | null {
  if (text === null || text.trim() === '') return null
  return JSON.stringify(text.split(',').map((id) => id.trim()).filter((id) => id !== ''))
}

/**
 * `GET /wallets` over the registry table (the contract of the kernel's `ProjectWalletRegistry`):
 * `page` is 1-based (default 1), `entries` per page (default 40, at most 200), `include` and
 * `exclude` are comma-separated wallet ids, `search` matches names case-insensitively; answers
 * `{ count, data }` with `count` the wallets matching over all pages, 400 for a malformed query.
 */
export async function walletsAnswer(database: Queryable, params: URLSearchParams): Promise<Answer> {
  const page = positiveInteger(params.get('page'), 1)
  const entries = positiveInteger(params.get('entries'), defaultEntries)
  if (page === undefined) return { status: 400, body: { error: 'page must be a positive integer' } }
  if (entries === undefined || entries > maxEntries) return { status: 400, body: { error: `entries must be an integer from 1 to ${maxEntries}` } }
  const filter = `($1::jsonb IS NULL OR id IN (SELECT jsonb_array_elements_text($1::jsonb)))
    AND ($2::jsonb IS NULL OR id NOT IN (SELECT jsonb_array_elements_text($2::jsonb)))
    AND ($3::text = '' OR strpos(lower(name), $3::text) > 0)`
  const parameters = [idList(params.get('include')), idList(params.get('exclude')), params.get('search')?.trim().toLowerCase() ?? '']
  const [counted] = await database.query<{ count: number | string }>(`SELECT count(*) AS count FROM wallets WHERE ${filter}`, parameters)
  const rows = await database.query<{ data: unknown }>(`SELECT data FROM wallets WHERE ${filter} ORDER BY position LIMIT $4 OFFSET $5`, [
    ...parameters,
    entries,
    (page - 1) * entries,
  ])
  return { status: 200, body: { count: Number(counted?.count ?? 0), data: rows.map((row) => row.data) } }
}
