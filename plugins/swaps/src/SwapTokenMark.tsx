import { safeImageUrl } from '@portico/kernel/extend'
import { GeneratedMark } from '@portico/ui'
import { useState } from 'react'
import type { SwapToken } from './SwapToken.ts'

/**
 * A token's mark beside its symbol on the swap form's token buttons: its image (through the
 * safe-image check), or its symbol's generated mark when it has none or the image fails to load.
 * Decorative: the button's name says the token.
 */
export function SwapTokenMark({ token }: { token: SwapToken }) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const url = safeImageUrl(token.iconUrl)
  if (url !== undefined && url !== failed) {
    return <img className="pc-wallet-image pc-swap-token-mark" data-size="small" src={url} alt="" width={20} height={20} decoding="async" onError={() => setFailed(url)} />
  }
  return <GeneratedMark name={token.symbol} size="small" />
}
