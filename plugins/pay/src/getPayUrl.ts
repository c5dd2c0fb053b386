import type { PayUrlParams } from './PayUrlParams.ts'
import type { PayUrlResponse } from './PayUrlResponse.ts'

/**
 * Opens a payment at an exchange (AppKit's `getPayUrl`): the exchange's page where the user
 * confirms the withdrawal, and the session to read its status by (`useExchangeBuyStatus`). Rejects
 * with a PayError when there is no exchange source or the page is not safe to open.
 */
export async function getPayUrl(exchangeId: string, params: PayUrlParams): Promise<PayUrlResponse> {
  const [{ exchangeSourceOf }, { safeExchangeUrl }, { PayError }] = await Promise.all([import('./exchangeSourceOf.ts'), import('./safeExchangeUrl.ts'), import('./errors.ts')])
  const { source } = await exchangeSourceOf()
  const answer = await source.payUrl(exchangeId, params)
  const url = safeExchangeUrl(answer.url)
  if (!url) throw new PayError('PAY_EXCHANGE_FAILED', 'The exchange page is not safe to open')
  return { url, sessionId: answer.sessionId }
}
