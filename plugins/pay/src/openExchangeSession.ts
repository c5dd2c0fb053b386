import { PayError } from './errors.ts'
import type { ExchangeSource } from './ExchangeSource.ts'
import { formatPayAmount } from './formatPayAmount.ts'
import type { PaymentOptions } from './PaymentOptions.ts'
import type { PayUrlResponse } from './PayUrlResponse.ts'
import { safeExchangeUrl } from './safeExchangeUrl.ts'

/** Opens a payment at an exchange: its page (a safe link, else a PayError PAY_EXCHANGE_FAILED) and session; rejects as the source does. */
export async function openExchangeSession(source: ExchangeSource, exchangeId: string, options: PaymentOptions): Promise<PayUrlResponse> {
  const { network, asset } = options.paymentAsset
  const answer = await source.payUrl(exchangeId, { network, asset, amount: formatPayAmount(options.amount), recipient: options.recipient })
  const url = safeExchangeUrl(answer.url)
  if (!url) throw new PayError('PAY_EXCHANGE_FAILED', 'The exchange page is not safe to open')
  return { url, sessionId: answer.sessionId }
}
