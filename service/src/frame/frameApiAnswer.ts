import type { IncomingMessage } from 'node:http'
import type { Answer } from '../api/Answer.ts'
import { readJsonBody } from '../rpc/readJsonBody.ts'
import { decodeRequest } from './decodeRequest.ts'
import { emailDeviceAnswer } from './emailDeviceAnswer.ts'
import { emailStartAnswer } from './emailStartAnswer.ts'
import { emailUpdateAnswer } from './emailUpdateAnswer.ts'
import { emailUpdatePrimaryAnswer } from './emailUpdatePrimaryAnswer.ts'
import { emailUpdateSecondaryAnswer } from './emailUpdateSecondaryAnswer.ts'
import { emailVerifyAnswer } from './emailVerifyAnswer.ts'
import { farcasterStartAnswer } from './farcasterStartAnswer.ts'
import { farcasterStatusAnswer } from './farcasterStatusAnswer.ts'
import type { FrameContext } from './FrameContext.ts'
import { FrameError } from './FrameError.ts'
import { frameRequests } from './frameRequests.ts'
import { refreshSession } from './refreshSession.ts'
import { revokeSession } from './revokeSession.ts'
import { sessionOfRequest } from './sessionOfRequest.ts'
import { socialExchangeAnswer } from './socialExchangeAnswer.ts'
import { socialStartAnswer } from './socialStartAnswer.ts'
import { storeWalletAnswer } from './storeWalletAnswer.ts'
import { walletAnswer } from './walletAnswer.ts'

const bodyLimitBytes = 64 * 1024

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const body = await readJsonBody(request, bodyLimitBytes)
  if (!body.ok) throw new FrameError('INVALID_REQUEST', body.error)
  return body.value
}

async function session(context: FrameContext, request: IncomingMessage) {
  const live = await sessionOfRequest(context, request)
  if (!live) throw new FrameError('SESSION_EXPIRED', 'The session has expired: sign in again')
  return live
}

/**
 * Answers one route of the frame's JSON API (the path after `/api`), as the frame contract lists
 * them; `ip` is the client's address for the rate limits. Throws FrameError for a refusal.
 */
export async function frameApiAnswer(context: FrameContext, request: IncomingMessage, route: string, ip: string): Promise<Answer> {
  const ok = (body: unknown): Answer => ({ status: 200, body })
  const method = request.method ?? 'GET'
  const post = method === 'POST'
  if (post && route === '/email/start') return ok(await emailStartAnswer(context, await sessionOfRequest(context, request, true), ip, decodeRequest(frameRequests.emailStart, await bodyOf(request))))
  if (post && route === '/email/device') return ok(await emailDeviceAnswer(context, decodeRequest(frameRequests.emailDevice, await bodyOf(request))))
  if (post && route === '/email/verify') return ok(await emailVerifyAnswer(context, decodeRequest(frameRequests.emailVerify, await bodyOf(request))))
  if (post && route === '/session/refresh') return ok({ session: await refreshSession(context, decodeRequest(frameRequests.sessionRefresh, await bodyOf(request)).refreshToken) })
  if (method === 'GET' && route === '/session') return ok({ user: (await session(context, request)).user })
  if (post && route === '/sign-out') {
    await revokeSession(context, (await session(context, request)).familyId)
    return ok({})
  }
  if (method === 'GET' && route === '/wallet') return ok(await walletAnswer(context, await session(context, request)))
  if (post && route === '/wallet') {
    const live = await session(context, request)
    return ok(await storeWalletAnswer(context, live, decodeRequest(frameRequests.wallet, await bodyOf(request))))
  }
  if (post && route === '/email/update') {
    const live = await session(context, request)
    return ok(await emailUpdateAnswer(context, live, ip, decodeRequest(frameRequests.emailUpdate, await bodyOf(request))))
  }
  if (post && route === '/email/update/primary') {
    const live = await session(context, request)
    return ok(await emailUpdatePrimaryAnswer(context, live, decodeRequest(frameRequests.emailUpdateOtp, await bodyOf(request))))
  }
  if (post && route === '/email/update/secondary') {
    const live = await session(context, request)
    return ok(await emailUpdateSecondaryAnswer(context, live, decodeRequest(frameRequests.emailUpdateOtp, await bodyOf(request))))
  }
  if (post && route === '/social/start') return ok(await socialStartAnswer(context, decodeRequest(frameRequests.socialStart, await bodyOf(request))))
  if (post && route === '/social/exchange') return ok(await socialExchangeAnswer(context, decodeRequest(frameRequests.socialExchange, await bodyOf(request))))
  if (post && route === '/farcaster/start') return ok(await farcasterStartAnswer(context, decodeRequest(frameRequests.farcasterStart, await bodyOf(request))))
  if (post && route === '/farcaster/status') return ok(await farcasterStatusAnswer(context, decodeRequest(frameRequests.farcasterStatus, await bodyOf(request))))
  throw new FrameError('NOT_FOUND', `No route ${method} /api${route}`)
}
