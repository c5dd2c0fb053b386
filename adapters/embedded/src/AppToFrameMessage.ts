import * as t from 'io-ts'
import { discriminated } from './discriminated.ts'
import { Email } from './Email.ts'
import { exactObject } from './exactObject.ts'
import { FrameAccountType } from './FrameAccountType.ts'
import { FrameChainId } from './FrameChainId.ts'
import { FrameDappData } from './FrameDappData.ts'
import { frameMessage } from './frameMessage.ts'
import { frameMessageTypes as types } from './frameMessageTypes.ts'
import { FrameRpcRequest } from './FrameRpcRequest.ts'
import { FrameSocialProvider } from './FrameSocialProvider.ts'
import { FrameTheme } from './FrameTheme.ts'
import { Otp } from './Otp.ts'
import { withinDataLimits } from './withinDataLimits.ts'

const optional = <P extends t.Props>(props: P) => t.exact(t.partial(props))

const members = {
  [types.SWITCH_NETWORK]: frameMessage(types.SWITCH_NETWORK, t.strict({ chainId: FrameChainId })),
  [types.CONNECT_EMAIL]: frameMessage(types.CONNECT_EMAIL, t.strict({ email: Email })),
  [types.CONNECT_DEVICE]: frameMessage(types.CONNECT_DEVICE),
  [types.CONNECT_OTP]: frameMessage(types.CONNECT_OTP, t.strict({ otp: Otp })),
  [types.CONNECT_SOCIAL]: frameMessage(
    types.CONNECT_SOCIAL,
    exactObject({ uri: t.string }, { preferredAccountType: FrameAccountType, chainId: FrameChainId }),
  ),
  [types.GET_FARCASTER_URI]: frameMessage(types.GET_FARCASTER_URI),
  [types.CONNECT_FARCASTER]: frameMessage(types.CONNECT_FARCASTER),
  [types.GET_USER]: frameMessage(
    types.GET_USER,
    optional({ chainId: FrameChainId, preferredAccountType: FrameAccountType, socialUri: t.string }),
  ),
  [types.GET_SOCIAL_REDIRECT_URI]: frameMessage(types.GET_SOCIAL_REDIRECT_URI, t.strict({ provider: FrameSocialProvider })),
  [types.SIGN_OUT]: frameMessage(types.SIGN_OUT),
  [types.IS_CONNECTED]: frameMessage(types.IS_CONNECTED, optional({ token: t.string })),
  [types.GET_CHAIN_ID]: frameMessage(types.GET_CHAIN_ID),
  [types.GET_SMART_ACCOUNT_ENABLED_NETWORKS]: frameMessage(types.GET_SMART_ACCOUNT_ENABLED_NETWORKS),
  [types.INIT_SMART_ACCOUNT]: frameMessage(types.INIT_SMART_ACCOUNT),
  [types.SET_PREFERRED_ACCOUNT]: frameMessage(types.SET_PREFERRED_ACCOUNT, t.strict({ type: FrameAccountType })),
  [types.RPC_REQUEST]: frameMessage(types.RPC_REQUEST, FrameRpcRequest),
  [types.UPDATE_EMAIL]: frameMessage(types.UPDATE_EMAIL, t.strict({ email: Email })),
  [types.UPDATE_EMAIL_PRIMARY_OTP]: frameMessage(types.UPDATE_EMAIL_PRIMARY_OTP, t.strict({ otp: Otp })),
  [types.UPDATE_EMAIL_SECONDARY_OTP]: frameMessage(types.UPDATE_EMAIL_SECONDARY_OTP, t.strict({ otp: Otp })),
  [types.SYNC_THEME]: frameMessage(types.SYNC_THEME, FrameTheme),
  [types.SYNC_DAPP_DATA]: frameMessage(types.SYNC_DAPP_DATA, FrameDappData),
  [types.RELOAD]: frameMessage(types.RELOAD),
  // The user's own key is shown in the frame only; the app asks for the form, never for the key.
  [types.EXPORT_PRIVATE_KEY]: frameMessage(types.EXPORT_PRIVATE_KEY),
}

/** Every message the app posts to the frame (SPEC §3), picked by `type`, within the data limits. */
export const AppToFrameMessage = withinDataLimits(discriminated('type', members, 'AppToFrameMessage'))
/** A message the app posts to the frame. */
export type AppToFrameMessage = t.TypeOf<typeof AppToFrameMessage>
