/** How the stand-in answers `GET /nfts/...`: with the NFTs, with HTTP 400, never, or 400 once then the NFTs. */
export type NftServiceBehaviour = 'answer' | 'fail' | 'pending' | 'failOnce'

/** Options of `nftServiceFetch`. */
export interface NftServiceOptions {
  /** The NFTs each address owns (lower-case address), in the service's order; items need not be valid NFTs. */
  owned: Record<string, unknown[]>
  /** Items per page (2 by default). */
  pageSize?: number
  behaviour?: NftServiceBehaviour
  /** Every URL asked for, in order. */
  requests?: string[]
  /** Settles when the NFTs may be answered: a story holds them back to show the loading state first. */
  wait?: () => Promise<void>
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/**
 * A fetch stand-in for the project service's NFT route, in its contract's shape:
 * `GET /nfts/{address}?chainId&cursor` -> `{ data, next }`, the cursor an offset as text. It also
 * answers `/projects/{id}/config` (no remote features) and `/projects/{id}/origins` (an empty list: every origin),
 * so an instance can use it as its whole service. It does not filter by chain: the client does.
 */
export function nftServiceFetch(options: NftServiceOptions): typeof fetch {
  let failures = 0
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    options.requests?.push(url.toString())
    if (/\/projects\/[^/]+\/config$/.test(url.pathname)) return json({ features: [] })
    if (/\/projects\/[^/]+\/origins$/.test(url.pathname)) return json({ allowedOrigins: [] })
    const address = /\/nfts\/([^/]+)$/.exec(url.pathname)?.[1]
    if (address === undefined) return json({ error: 'Not found' }, 404)
    const behaviour = options.behaviour ?? 'answer'
    if (behaviour === 'pending') {
      return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true }))
    }
    await options.wait?.()
    if (behaviour === 'fail' || (behaviour === 'failOnce' && failures === 0)) {
      failures += 1
      return json({ error: 'The NFTs cannot be read' }, 400)
    }
    const items = options.owned[decodeURIComponent(address).toLowerCase()] ?? []
    const pageSize = options.pageSize ?? 2
    const start = Number(url.searchParams.get('cursor') ?? '0')
    const end = start + pageSize
    return json({ data: items.slice(start, end), next: end < items.length ? String(end) : null })
  }
}
