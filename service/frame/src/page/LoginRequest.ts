import { frameMessageTypes as types } from '@portico/adapter-embedded'
import type { AppToFrameMessage } from '@portico/adapter-embedded'

/** The login and account requests: e-mail, device, code, social, Farcaster, e-mail update, session checks. */
export type LoginRequest = Extract<
  AppToFrameMessage,
  {
    type:
      | typeof types.CONNECT_EMAIL
      | typeof types.CONNECT_DEVICE
      | typeof types.CONNECT_OTP
      | typeof types.CONNECT_SOCIAL
      | typeof types.GET_SOCIAL_REDIRECT_URI
      | typeof types.GET_FARCASTER_URI
      | typeof types.CONNECT_FARCASTER
      | typeof types.SIGN_OUT
      | typeof types.IS_CONNECTED
      | typeof types.UPDATE_EMAIL
      | typeof types.UPDATE_EMAIL_PRIMARY_OTP
      | typeof types.UPDATE_EMAIL_SECONDARY_OTP
  }
>
