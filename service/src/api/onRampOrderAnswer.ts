import { OnRampError } from '../onramp/OnRampError.ts'
import type { ServiceContext } from '../ServiceContext.ts'
import type { Answer } from './Answer.ts'
import { serviceErrorAnswer } from './serviceErrorAnswer.ts'
import { onRampProviderOf } from './onRampProviderOf.ts'

/** `GET /onramp/orders/{provider}/{orderId}` → the order's `OnRampOrder` (`pending` until it is paid); errors `{ error, code }`. */
export async function onRampOrderAnswer(context: Pick<ServiceContext, 'onRamp'>, providerId: string, orderId: string): Promise<Answer> {
  try {
    const provider = onRampProviderOf(context, providerId)
    if (!/^[A-Za-z0-9-]{8,64}$/.test(orderId)) throw new OnRampError('INVALID_REQUEST', `orderId: expected 8 to 64 letters, digits or dashes, got ${JSON.stringify(orderId)}`)
    return { status: 200, body: await provider.order(orderId) }
  } catch (error) {
    return serviceErrorAnswer(error, 'The on-ramp provider failed')
  }
}
