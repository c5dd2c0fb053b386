import { getPayUrl } from './getPayUrl.ts'
import type { PayUrlParams } from './PayUrlParams.ts'
import type { PayUrlResponse } from './PayUrlResponse.ts'

/** Opens a payment at an exchange (`getPayUrl`) and its page, in a new tab by default (AppKit's `openPayUrl`). */
export async function openPayUrl(exchangeId: string, params: PayUrlParams, openInNewTab = true): Promise<PayUrlResponse> {
  const answer = await getPayUrl(exchangeId, params)
  if (openInNewTab) window.open(answer.url, '_blank', 'noopener,noreferrer')
  else window.location.href = answer.url
  return answer
}
