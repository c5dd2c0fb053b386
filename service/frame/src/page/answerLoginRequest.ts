import { frameMessageTypes as types } from '@portico/adapter-embedded'
import { BackendRefusedError, BackendTimeoutError, BackendUnreachableError } from '../vault/errors.ts'
import type { FrameSession } from '../vault/FrameSession.ts'
import type { FrameUser } from '../vault/FrameUser.ts'
import { evmAccountAnswer } from './evmAccountAnswer.ts'
import type { FrameContext } from './FrameContext.ts'
import { FrameRequestError } from './FrameRequestError.ts'
import type { LoginRequest } from './LoginRequest.ts'
import { parseChainId } from './parseChainId.ts'
import { pollUntil } from './pollUntil.ts'
import type { VaultWallet } from './VaultWallet.ts'

/** The deployable page's context: its wallet keeps the keys in the vault. */
type VaultContext = FrameContext<VaultWallet>

const pollIntervalMs = 1_000
const devicePollTimeoutMs = 60_000
const farcasterPollTimeoutMs = 120_000
/** A poll's call that found the backend slow or unreachable: the next poll asks again (a user scanning a QR code for a minute outlives a blip). */
const backendBlip = (error: unknown) => error instanceof BackendTimeoutError || error instanceof BackendUnreachableError

function requirePendingEmail(context: VaultContext): string {
  if (context.pending.email === null) throw new FrameRequestError('No e-mail login is under way')
  return context.pending.email
}

async function requireToken(context: VaultContext): Promise<string> {
  const token = await context.wallet.accessToken()
  if (token === null) throw new FrameRequestError('Session expired', 4100, 'SESSION_EXPIRED')
  return token
}

/** Makes the grant this frame's session (the keys unlocked, recovered or created) and tells the app its token. */
async function login(context: VaultContext, grant: { session: FrameSession; user: FrameUser }): Promise<void> {
  await context.wallet.adopt(grant)
  context.host.updateSession(grant.session.accessToken)
}

/** The callback URL the social login's popup came back to: on this origin's `/oauth/callback`, else refused. */
function callbackOf(uri: string): string {
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    throw new FrameRequestError('The login did not come back to this frame')
  }
  if (url.origin !== location.origin || url.pathname !== '/oauth/callback') throw new FrameRequestError('The login did not come back to this frame')
  return url.href
}

async function connectSocial(request: Extract<LoginRequest, { type: typeof types.CONNECT_SOCIAL }>, context: VaultContext): Promise<void> {
  const grant = await context.wallet.backend.exchangeSocial(callbackOf(request.payload.uri), context.appOrigin, context.wallet.deviceId)
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

/** Whether the stored session is still honoured by the backend (refreshed when near expiry); a dead one is forgotten. */
async function sessionLive(context: VaultContext): Promise<boolean> {
  const token = await context.wallet.accessToken()
  if (token === null) return false
  try {
    await context.wallet.backend.session(token)
    return true
  } catch (error) {
    if (!(error instanceof BackendRefusedError) || error.code !== 'SESSION_EXPIRED') throw error
    context.wallet.forget()
    return false
  }
}

/** Answers one login or account request of the deployable frame through the contract's routes (FrameBackendClient). */
export async function answerLoginRequest(request: LoginRequest, context: VaultContext): Promise<void> {
  const { host, wallet } = context
  const { backend } = wallet
  switch (request.type) {
    case types.CONNECT_EMAIL: {
      const token = (await wallet.accessToken()) ?? undefined
      const { action } = await backend.startEmail(request.payload.email, wallet.deviceId, token, wallet.locale)
      context.pending.email = request.payload.email
      return host.succeed(request, { action })
    }
    case types.CONNECT_DEVICE: {
      const email = requirePendingEmail(context)
      await pollUntil(async () => ((await backend.deviceApproval(email, wallet.deviceId)).approved ? true : undefined), pollIntervalMs, devicePollTimeoutMs, 'The device was not approved in time', backendBlip)
      return host.succeed(request)
    }
    case types.CONNECT_OTP: {
      const grant = await backend.verifyEmail(requirePendingEmail(context), wallet.deviceId, request.payload.otp)
      context.pending.email = null
      await login(context, grant)
      return host.succeed(request)
    }
    case types.GET_SOCIAL_REDIRECT_URI:
      return host.succeed(request, await backend.startSocial(request.payload.provider, context.appOrigin))
    case types.CONNECT_SOCIAL:
      return connectSocial(request, context)
    case types.GET_FARCASTER_URI: {
      const { url, channel } = await backend.startFarcaster(context.appOrigin)
      context.pending.farcasterChannel = channel
      return host.succeed(request, { url })
    }
    case types.CONNECT_FARCASTER: {
      const channel = context.pending.farcasterChannel
      if (channel === null) throw new FrameRequestError('No Farcaster login is under way')
      const grant = await pollUntil(
        async () => {
          const status = await backend.farcasterStatus(channel, context.appOrigin, wallet.deviceId)
          return status.approved ? status : undefined
        },
        pollIntervalMs,
        farcasterPollTimeoutMs,
        'The Farcaster login was not approved in time',
        backendBlip,
      )
      context.pending.farcasterChannel = null
      await login(context, grant)
      return host.succeed(request, { userName: grant.user.userName ?? '' })
    }
    case types.SIGN_OUT:
      await wallet.signOut()
      return host.succeed(request)
    case types.IS_CONNECTED:
      // A session the backend refused since the app last saw it: SPEC §8's Session Expired (the app forgets the login).
      if (wallet.takeExpiry()) throw new FrameRequestError('Session expired', 4100, 'SESSION_EXPIRED')
      if (wallet.session === null) return host.succeed(request, { isConnected: false })
      if (!(await sessionLive(context))) throw new FrameRequestError('Session expired', 4100, 'SESSION_EXPIRED')
      return host.succeed(request, { isConnected: wallet.isConnected })
    case types.UPDATE_EMAIL:
      return host.succeed(request, await backend.updateEmail(await requireToken(context), request.payload.email))
    case types.UPDATE_EMAIL_PRIMARY_OTP:
      await backend.verifyPrimaryEmail(await requireToken(context), request.payload.otp)
      return host.succeed(request)
    case types.UPDATE_EMAIL_SECONDARY_OTP: {
      const { newEmail } = await backend.verifySecondaryEmail(await requireToken(context), request.payload.otp)
      if (wallet.user) wallet.user = { ...wallet.user, email: newEmail }
      return host.succeed(request, { newEmail })
    }
  }
}
