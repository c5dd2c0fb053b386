import type { HarnessWallet } from './HarnessWallet.ts'

/** What `GET /wallets` answers: a page `{ count, data }`, or a 400 for a malformed query. */
export type WalletsAnswer = { status: 200; body: { count: number; data: HarnessWallet[] } } | { status: 400; body: { error: string } }

const defaultEntries = 40
const maxEntries = 200

function positiveInteger(text: string | null, fallback: number): number | undefined {
  if (text === null || text === '') return fallback
  if (!/^\d+$/.test(text)) return undefined
  const value = Number(text)
  return value >= 1 ? value : undefined
}

function idList(text: string | null): Set<string> | undefined {
  if (text === null || text.trim() === '') return undefined
  return new Set(text.split(',').map((id) => id.trim()).filter((id) => id !== ''))
}

/**
 * Answers the wallet registry's query (the contract of the kernel's `ProjectWalletRegistry`):
 * `page` is 1-based (default 1), `entries` per page (default 40, at most 200), `include` and
 * `exclude` are comma-separated wallet ids, `search` matches names case-insensitively. `count`
 * is the number of wallets matching, over all pages.
 */
export function queryWallets(wallets: readonly HarnessWallet[], params: URLSearchParams): WalletsAnswer {
  const page = positiveInteger(params.get('page'), 1)
  const entries = positiveInteger(params.get('entries'), defaultEntries)
  if (page === undefined) return { status: 400, body: { error: 'page must be a positive integer' } }
  if (entries === undefined || entries > maxEntries) return { status: 400, body: { error: `entries must be an integer from 1 to ${maxEntries}` } }
  const include = idList(params.get('include'))
  const exclude = idList(params.get('exclude'))
  const search = params.get('search')?.trim().toLowerCase() ?? ''
  const matching = wallets.filter(
    (wallet) =>
      (include === undefined || include.has(wallet.id)) &&
      (exclude === undefined || !exclude.has(wallet.id)) &&
      (search === '' || wallet.name.toLowerCase().includes(search)),
  )
  const start = (page - 1) * entries
  return { status: 200, body: { count: matching.length, data: matching.slice(start, start + entries) } }
}
