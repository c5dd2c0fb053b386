import * as t from 'io-ts'
import { Email, frameMessageTypes as types } from '@portico/adapter-embedded'
import { BackendUser } from '../BackendUser.ts'
import { SessionGrant } from '../SessionGrant.ts'
import { callBackend } from './callBackend.ts'
import { evmAccountAnswer } from '../../../../service/frame/src/page/evmAccountAnswer.ts'
import type { FrameContext as PageContext } from '../../../../service/frame/src/page/FrameContext.ts'
import type { FrameWallet } from './FrameWallet.ts'
import { FrameRequestError } from '../../../../service/frame/src/page/FrameRequestError.ts'
import { parseChainId } from '../../../../service/frame/src/page/parseChainId.ts'
import { pollUntil } from '../../../../service/frame/src/page/pollUntil.ts'
import type { LoginRequest } from '../../../../service/frame/src/page/LoginRequest.ts'

/** The reference page's context: its wallet keeps keys in localStorage. */
type FrameContext = PageContext<FrameWallet>

const pollIntervalMs = 500
const devicePollTimeoutMs = 60_000
const farcasterPollTimeoutMs = 120_000

function requireToken(context: FrameContext): string {
  if (context.wallet.token === null) throw new FrameRequestError('Not connected')
  return context.wallet.token
}

function requirePendingEmail(context: FrameContext): string {
  if (context.pending.email === null) throw new FrameRequestError('No e-mail login is under way')
  return context.pending.email
}

async function login(context: FrameContext, grant: SessionGrant): Promise<void> {
  await context.wallet.adopt(grant)
  context.host.updateSession(grant.token)
}

async function connectSocial(request: Extract<LoginRequest, { type: typeof types.CONNECT_SOCIAL }>, context: FrameContext): Promise<void> {
  let uri: URL
  try {
    uri = new URL(request.payload.uri)
  } catch {
    throw new FrameRequestError('The login did not come back to this frame')
  }
  if (uri.origin !== location.origin || uri.pathname !== '/oauth/callback') throw new FrameRequestError('The login did not come back to this frame')
  const code = uri.searchParams.get('code') ?? ''
  const state = uri.searchParams.get('state') ?? ''
  const grant = await callBackend('/api/social/exchange', { code, state, appOrigin: context.appOrigin, deviceId: context.wallet.deviceId }, SessionGrant)
  await login(context, grant)
  const chainId = request.payload.chainId ?? context.chain.current
  const parsed = parseChainId(chainId)
  const address = context.wallet.addressOn(chainId)
  const accounts =
    parsed.namespace === 'eip155'
      ? await evmAccountAnswer(context, parsed.id, request.payload.preferredAccountType)
      : { address, accounts: [{ address, type: 'eoa' as const }], preferredAccountType: 'eoa' as const }
  context.host.succeed(request, {
    address: accounts.address,
    chainId,
    accounts: accounts.accounts,
    userName: grant.user.userName ?? '',
    email: null,
    preferredAccountType: accounts.preferredAccountType,
  })
}

/** Answers one login or account request through the frame's backend. */
export async function answerLoginRequest(request: LoginRequest, context: FrameContext): Promise<void> {
  const { host, wallet } = context
  switch (request.type) {
    case types.CONNECT_EMAIL: {
      const token = wallet.token ?? undefined
      const body = { email: request.payload.email, deviceId: wallet.deviceId, ...(token === undefined ? {} : { token }) }
      const { action } = await callBackend('/api/email/start', body, t.type({ action: t.keyof({ VERIFY_OTP: null, VERIFY_DEVICE: null, CONNECT: null }) }))
      context.pending.email = request.payload.email
      return host.succeed(request, { action })
    }
    case types.CONNECT_DEVICE: {
      const email = requirePendingEmail(context)
      await pollUntil(
        async () => ((await callBackend('/api/email/device', { email, deviceId: wallet.deviceId }, t.type({ approved: t.boolean }))).approved ? true : undefined),
        pollIntervalMs,
        devicePollTimeoutMs,
        'The device was not approved in time',
      )
      return host.succeed(request)
    }
    case types.CONNECT_OTP: {
      const email = requirePendingEmail(context)
      const grant = await callBackend('/api/email/verify', { email, deviceId: wallet.deviceId, otp: request.payload.otp }, SessionGrant)
      context.pending.email = null
      await login(context, grant)
      return host.succeed(request)
    }
    case types.GET_SOCIAL_REDIRECT_URI:
      return host.succeed(request, await callBackend('/api/social/start', { provider: request.payload.provider, appOrigin: context.appOrigin }, t.type({ uri: t.string })))
    case types.CONNECT_SOCIAL:
      return connectSocial(request, context)
    case types.GET_FARCASTER_URI: {
      const { url, channel } = await callBackend('/api/farcaster/start', { appOrigin: context.appOrigin }, t.type({ url: t.string, channel: t.string }))
      context.pending.farcasterChannel = channel
      return host.succeed(request, { url })
    }
    case types.CONNECT_FARCASTER: {
      const channel = context.pending.farcasterChannel
      if (channel === null) throw new FrameRequestError('No Farcaster login is under way')
      const Status = t.union([t.type({ approved: t.literal(false) }), t.type({ approved: t.literal(true), grant: SessionGrant })])
      const grant = await pollUntil(
        async () => {
          const status = await callBackend('/api/farcaster/status', { channel, deviceId: wallet.deviceId }, Status)
          return status.approved ? status.grant : undefined
        },
        pollIntervalMs,
        farcasterPollTimeoutMs,
        'The Farcaster login was not approved in time',
      )
      context.pending.farcasterChannel = null
      await login(context, grant)
      return host.succeed(request, { userName: grant.user.userName ?? '' })
    }
    case types.SIGN_OUT: {
      const token = wallet.token
      wallet.forget()
      if (token !== null) await callBackend('/api/sign-out', { token }, t.UnknownRecord)
      return host.succeed(request)
    }
    case types.IS_CONNECTED: {
      const token = request.payload?.token ?? wallet.token
      if (token === null || token === undefined) return host.succeed(request, { isConnected: false })
      const { live } = await callBackend('/api/session', { token }, t.type({ live: t.boolean, user: t.union([BackendUser, t.null]) }))
      if (!live && token === wallet.token) wallet.forget()
      return host.succeed(request, { isConnected: live && (token !== wallet.token || wallet.isConnected) })
    }
    case types.UPDATE_EMAIL: {
      const answer = await callBackend('/api/email/update', { token: requireToken(context), email: request.payload.email }, t.type({ action: t.literal('VERIFY_PRIMARY_OTP') }))
      return host.succeed(request, answer)
    }
    case types.UPDATE_EMAIL_PRIMARY_OTP:
      await callBackend('/api/email/update/primary', { token: requireToken(context), otp: request.payload.otp }, t.UnknownRecord)
      return host.succeed(request)
    case types.UPDATE_EMAIL_SECONDARY_OTP: {
      const { newEmail } = await callBackend('/api/email/update/secondary', { token: requireToken(context), otp: request.payload.otp }, t.type({ newEmail: Email }))
      if (wallet.user) wallet.user = { ...wallet.user, email: newEmail }
      return host.succeed(request, { newEmail })
    }
  }
}
