import { OnRampError } from '../onramp/OnRampError.ts'
import type { ServiceContext } from '../ServiceContext.ts'
import type { Answer } from './Answer.ts'
import { serviceErrorAnswer } from './serviceErrorAnswer.ts'
import { onRampProviderOf } from './onRampProviderOf.ts'
import { onRampRequestOf } from './onRampRequestOf.ts'

const orderIdPattern = /^[A-Za-z0-9-]{8,64}$/

/**
 * `GET /onramp/checkout?provider&chainId&asset&fiat&amount&paymentMethod&address&orderId&network`
 * → `{ url }`: the provider's checkout page for the purchase (the order followed by `orderId`, 8 to
 * 64 letters, digits or dashes, chosen by the client; stored, so the order is checked on chain); errors `{ error, code }`.
 */
export async function onRampCheckoutAnswer(context: Pick<ServiceContext, 'onRamp'>, query: URLSearchParams): Promise<Answer> {
  try {
    const provider = onRampProviderOf(context, query.get('provider'))
    const request = onRampRequestOf(provider, query)
    const address = query.get('address') ?? ''
    if (!/^[A-Za-z0-9]{32,64}$/.test(address.replace(/^0x/, ''))) throw new OnRampError('INVALID_REQUEST', `address: expected an account address, got ${JSON.stringify(address)}`)
    const orderId = query.get('orderId') ?? ''
    if (!orderIdPattern.test(orderId)) throw new OnRampError('INVALID_REQUEST', `orderId: expected 8 to 64 letters, digits or dashes, got ${JSON.stringify(orderId)}`)
    const network = query.get('network') ?? 'ethereum'
    return { status: 200, body: { url: await provider.checkoutUrl({ ...request, address, orderId, network }) } }
  } catch (error) {
    return serviceErrorAnswer(error, 'The on-ramp provider failed')
  }
}
