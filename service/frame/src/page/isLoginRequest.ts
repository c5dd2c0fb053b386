import { frameMessageTypes as types } from '@portico/adapter-embedded'
import type { AppToFrameMessage } from '@portico/adapter-embedded'
import type { LoginRequest } from './LoginRequest.ts'

const loginTypes = new Set<string>([
  types.CONNECT_EMAIL,
  types.CONNECT_DEVICE,
  types.CONNECT_OTP,
  types.CONNECT_SOCIAL,
  types.GET_SOCIAL_REDIRECT_URI,
  types.GET_FARCASTER_URI,
  types.CONNECT_FARCASTER,
  types.SIGN_OUT,
  types.IS_CONNECTED,
  types.UPDATE_EMAIL,
  types.UPDATE_EMAIL_PRIMARY_OTP,
  types.UPDATE_EMAIL_SECONDARY_OTP,
])

/** Whether a request is a login or account request (the page's own backend answers it). */
export function isLoginRequest(request: AppToFrameMessage): request is LoginRequest {
  return loginTypes.has(request.type)
}
