import * as t from 'io-ts'
import { discriminated } from './discriminated.ts'
import { Email } from './Email.ts'
import { exactObject } from './exactObject.ts'
import { FrameAccount } from './FrameAccount.ts'
import { FrameAccountType } from './FrameAccountType.ts'
import { FrameChainId } from './FrameChainId.ts'
import { frameMessage } from './frameMessage.ts'
import { frameMessageTypes as types } from './frameMessageTypes.ts'
import { withinDataLimits } from './withinDataLimits.ts'

// Every error variant carries the frame's message; without one the app says "An error occurred" (SPEC §8).
// `reason` is a refusal's code (INVALID_KEY, ORIGIN_NOT_ALLOWED), which the app tells refusals by.
const Failure = t.exact(t.partial({ message: t.string, code: t.number, reason: t.string }))
const NullableString = t.union([t.string, t.null])

const members = {
  [types.SWITCH_NETWORK_SUCCESS]: frameMessage(types.SWITCH_NETWORK_SUCCESS, t.strict({ chainId: FrameChainId })),
  [types.SWITCH_NETWORK_ERROR]: frameMessage(types.SWITCH_NETWORK_ERROR, Failure),
  [types.CONNECT_EMAIL_SUCCESS]: frameMessage(
    types.CONNECT_EMAIL_SUCCESS,
    t.strict({ action: t.keyof({ VERIFY_DEVICE: null, VERIFY_OTP: null, CONNECT: null }) }),
  ),
  [types.CONNECT_EMAIL_ERROR]: frameMessage(types.CONNECT_EMAIL_ERROR, Failure),
  [types.CONNECT_DEVICE_SUCCESS]: frameMessage(types.CONNECT_DEVICE_SUCCESS),
  [types.CONNECT_DEVICE_ERROR]: frameMessage(types.CONNECT_DEVICE_ERROR, Failure),
  [types.CONNECT_OTP_SUCCESS]: frameMessage(types.CONNECT_OTP_SUCCESS),
  [types.CONNECT_OTP_ERROR]: frameMessage(types.CONNECT_OTP_ERROR, Failure),
  [types.CONNECT_SOCIAL_SUCCESS]: frameMessage(
    types.CONNECT_SOCIAL_SUCCESS,
    exactObject(
      { address: t.string, chainId: FrameChainId, accounts: t.array(FrameAccount) },
      { email: NullableString, userName: t.string, preferredAccountType: FrameAccountType },
    ),
  ),
  [types.CONNECT_SOCIAL_ERROR]: frameMessage(types.CONNECT_SOCIAL_ERROR, Failure),
  [types.GET_FARCASTER_URI_SUCCESS]: frameMessage(types.GET_FARCASTER_URI_SUCCESS, t.strict({ url: t.string })),
  [types.GET_FARCASTER_URI_ERROR]: frameMessage(types.GET_FARCASTER_URI_ERROR, Failure),
  [types.CONNECT_FARCASTER_SUCCESS]: frameMessage(types.CONNECT_FARCASTER_SUCCESS, t.strict({ userName: t.string })),
  [types.CONNECT_FARCASTER_ERROR]: frameMessage(types.CONNECT_FARCASTER_ERROR, Failure),
  [types.GET_USER_SUCCESS]: frameMessage(
    types.GET_USER_SUCCESS,
    exactObject(
      { address: t.string, chainId: FrameChainId, smartAccountDeployed: t.boolean },
      { email: NullableString, accounts: t.array(FrameAccount), preferredAccountType: FrameAccountType },
    ),
  ),
  [types.GET_USER_ERROR]: frameMessage(types.GET_USER_ERROR, Failure),
  [types.GET_SOCIAL_REDIRECT_URI_SUCCESS]: frameMessage(types.GET_SOCIAL_REDIRECT_URI_SUCCESS, t.strict({ uri: t.string })),
  [types.GET_SOCIAL_REDIRECT_URI_ERROR]: frameMessage(types.GET_SOCIAL_REDIRECT_URI_ERROR, Failure),
  [types.SIGN_OUT_SUCCESS]: frameMessage(types.SIGN_OUT_SUCCESS),
  [types.SIGN_OUT_ERROR]: frameMessage(types.SIGN_OUT_ERROR, Failure),
  [types.IS_CONNECTED_SUCCESS]: frameMessage(types.IS_CONNECTED_SUCCESS, t.strict({ isConnected: t.boolean })),
  [types.IS_CONNECTED_ERROR]: frameMessage(types.IS_CONNECTED_ERROR, Failure),
  [types.GET_CHAIN_ID_SUCCESS]: frameMessage(types.GET_CHAIN_ID_SUCCESS, t.strict({ chainId: FrameChainId })),
  [types.GET_CHAIN_ID_ERROR]: frameMessage(types.GET_CHAIN_ID_ERROR, Failure),
  [types.GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS]: frameMessage(
    types.GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS,
    t.strict({ networks: t.array(t.number) }),
  ),
  [types.GET_SMART_ACCOUNT_ENABLED_NETWORKS_ERROR]: frameMessage(types.GET_SMART_ACCOUNT_ENABLED_NETWORKS_ERROR, Failure),
  [types.INIT_SMART_ACCOUNT_SUCCESS]: frameMessage(types.INIT_SMART_ACCOUNT_SUCCESS),
  [types.INIT_SMART_ACCOUNT_ERROR]: frameMessage(types.INIT_SMART_ACCOUNT_ERROR, Failure),
  [types.SET_PREFERRED_ACCOUNT_SUCCESS]: frameMessage(
    types.SET_PREFERRED_ACCOUNT_SUCCESS,
    t.strict({ type: FrameAccountType, address: t.string }),
  ),
  [types.SET_PREFERRED_ACCOUNT_ERROR]: frameMessage(types.SET_PREFERRED_ACCOUNT_ERROR, Failure),
  [types.RPC_REQUEST_SUCCESS]: frameMessage(types.RPC_REQUEST_SUCCESS, t.strict({ result: t.unknown })),
  [types.RPC_REQUEST_ERROR]: frameMessage(types.RPC_REQUEST_ERROR, Failure),
  [types.UPDATE_EMAIL_SUCCESS]: frameMessage(
    types.UPDATE_EMAIL_SUCCESS,
    t.strict({ action: t.keyof({ VERIFY_PRIMARY_OTP: null, VERIFY_SECONDARY_OTP: null }) }),
  ),
  [types.UPDATE_EMAIL_ERROR]: frameMessage(types.UPDATE_EMAIL_ERROR, Failure),
  [types.UPDATE_EMAIL_PRIMARY_OTP_SUCCESS]: frameMessage(types.UPDATE_EMAIL_PRIMARY_OTP_SUCCESS),
  [types.UPDATE_EMAIL_PRIMARY_OTP_ERROR]: frameMessage(types.UPDATE_EMAIL_PRIMARY_OTP_ERROR, Failure),
  [types.UPDATE_EMAIL_SECONDARY_OTP_SUCCESS]: frameMessage(types.UPDATE_EMAIL_SECONDARY_OTP_SUCCESS, t.strict({ newEmail: Email })),
  [types.UPDATE_EMAIL_SECONDARY_OTP_ERROR]: frameMessage(types.UPDATE_EMAIL_SECONDARY_OTP_ERROR, Failure),
  [types.SYNC_THEME_SUCCESS]: frameMessage(types.SYNC_THEME_SUCCESS),
  [types.SYNC_THEME_ERROR]: frameMessage(types.SYNC_THEME_ERROR, Failure),
  [types.SYNC_DAPP_DATA_SUCCESS]: frameMessage(types.SYNC_DAPP_DATA_SUCCESS),
  [types.SYNC_DAPP_DATA_ERROR]: frameMessage(types.SYNC_DAPP_DATA_ERROR, Failure),
  [types.RELOAD_SUCCESS]: frameMessage(types.RELOAD_SUCCESS),
  [types.RELOAD_ERROR]: frameMessage(types.RELOAD_ERROR, Failure),
  // Only whether the user saw the key or cancelled: the key itself never leaves the frame.
  [types.EXPORT_PRIVATE_KEY_SUCCESS]: frameMessage(types.EXPORT_PRIVATE_KEY_SUCCESS, t.strict({ outcome: t.keyof({ EXPORTED: null, CANCELLED: null }) })),
  [types.EXPORT_PRIVATE_KEY_ERROR]: frameMessage(types.EXPORT_PRIVATE_KEY_ERROR, Failure),
  [types.SESSION_UPDATE]: frameMessage(types.SESSION_UPDATE, t.strict({ token: t.string })),
  [types.READY]: frameMessage(types.READY, t.exact(t.partial({ version: t.string }))),
}

/** Every message the frame posts to the app (SPEC §3): a success and an error per request, session updates and ready. */
export const FrameToAppMessage = withinDataLimits(discriminated('type', members, 'FrameToAppMessage'))
/** A message the frame posts to the app. */
export type FrameToAppMessage = t.TypeOf<typeof FrameToAppMessage>
