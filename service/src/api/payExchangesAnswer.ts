import type { ServiceContext } from '../ServiceContext.ts'
import type { Answer } from './Answer.ts'

const pageSize = 10

/**
 * `GET /pay/exchanges?network&asset&page` → `{ exchanges, total }` (AppKit's `getExchanges`): each
 * exchange's id, name and image, only those that withdraw `asset` on `network` when given, 10 a
 * page from page 0.
 */
export function payExchangesAnswer(context: Pick<ServiceContext, 'exchanges'>, query: URLSearchParams): Answer {
  const network = query.get('network')
  const asset = query.get('asset')?.toLowerCase()
  const page = Number(query.get('page') ?? '0')
  if (!Number.isInteger(page) || page < 0) return { status: 400, body: { error: `page: expected a page number from 0, got ${JSON.stringify(query.get('page'))}`, code: 'INVALID_REQUEST' } }
  const serving = (context.exchanges ?? [])
    .map((exchange) => exchange.info)
    .filter((info) => info.assets.some((candidate) => (network === null || candidate.network === network) && (asset === undefined || candidate.asset.toLowerCase() === asset)))
  const exchanges = serving.slice(page * pageSize, (page + 1) * pageSize).map(({ id, name, imageUrl }) => ({ id, name, imageUrl }))
  return { status: 200, body: { exchanges, total: serving.length } }
}
