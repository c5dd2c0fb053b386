import { useState } from 'react'
import type { ReactNode } from 'react'
import type { TransactionSummary } from './TransactionSummary.ts'

const badges: Record<TransactionSummary['kind'], ReactNode> = {
  send: <path d="M8 16L16 8M10 8h6v6" />,
  receive: <path d="M16 8L8 16M14 16H8v-6" />,
  self: <path d="M7 10h10l-3-3M17 14H7l3 3" />,
  mint: <path d="M12 7v10M7 12h10" />,
  burn: <path d="M7 12h10" />,
  execute: <path d="M10 8l-4 4 4 4M14 8l4 4-4 4" />,
  swap: <path d="M7 9h10l-3-3M17 15H7l3 3" />,
  sending: <path d="M12 7v5l3 2" />,
}

function glyph(kind: TransactionSummary['kind'], size: number) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
      {badges[kind]}
    </svg>
  )
}

/**
 * A row's picture: the token's or NFT's image (already through the safe-image check; its
 * unit's initials when there is none or it fails to load) with a badge for the operation; the
 * operation alone for a call without transfers.
 */
export function ActivityIcon({ summary }: { summary: TransactionSummary }) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const image = summary.imageUrl !== undefined && summary.imageUrl !== failed ? summary.imageUrl : undefined
  const initials = (summary.unit ?? '').replace(/[^\p{L}\p{N}]/gu, '').slice(0, 3).toUpperCase()
  return (
    <span className="pc-activity-icon" data-kind={summary.kind} aria-hidden="true">
      {image ? (
        <img className="pc-activity-image" src={image} alt="" width={40} height={40} loading="lazy" decoding="async" onError={() => setFailed(image)} />
      ) : initials === '' ? (
        <span className="pc-activity-image" data-fallback="glyph">
          {glyph(summary.kind, 20)}
        </span>
      ) : (
        <span className="pc-activity-image" data-fallback="initials">
          {initials}
        </span>
      )}
      {(image || initials !== '') && <span className="pc-activity-badge">{glyph(summary.kind, 12)}</span>}
    </span>
  )
}
