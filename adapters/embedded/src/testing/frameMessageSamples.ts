import type { AppToFrameMessage } from '../AppToFrameMessage.ts'
import type { FrameToAppMessage } from '../FrameToAppMessage.ts'
import { frameMessageTypes as types } from '../frameMessageTypes.ts'

type SampleOf<M extends { type: string }> = { [K in M['type']]: Extract<M, { type: K }> }

const address = '0x70997970C51812dc3A010C8d5b0D5EB5E1F8bA45'
const accounts = [
  { address, type: 'eoa' as const },
  { address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', type: 'smartAccount' as const },
]

/** One valid message of every type, both directions: the typed records fail to compile when a type is missing. */
export const frameMessageSamples: { appToFrame: SampleOf<AppToFrameMessage>; frameToApp: SampleOf<FrameToAppMessage> } = {
  appToFrame: {
    [types.SWITCH_NETWORK]: { type: types.SWITCH_NETWORK, id: 'a1', payload: { chainId: 31337 } },
    [types.CONNECT_EMAIL]: { type: types.CONNECT_EMAIL, id: 'a2', payload: { email: 'ada@example.com' } },
    [types.CONNECT_DEVICE]: { type: types.CONNECT_DEVICE, id: 'a3' },
    [types.CONNECT_OTP]: { type: types.CONNECT_OTP, id: 'a4', payload: { otp: '123456' } },
    [types.CONNECT_SOCIAL]: {
      type: types.CONNECT_SOCIAL,
      id: 'a5',
      payload: { uri: 'https://app.example/?code=abc', preferredAccountType: 'smartAccount', chainId: 'eip155:1' },
    },
    [types.GET_FARCASTER_URI]: { type: types.GET_FARCASTER_URI, id: 'a6' },
    [types.CONNECT_FARCASTER]: { type: types.CONNECT_FARCASTER, id: 'a7' },
    [types.GET_USER]: { type: types.GET_USER, id: 'a8', payload: { chainId: 1, preferredAccountType: 'eoa', socialUri: 'https://app.example/' } },
    [types.GET_SOCIAL_REDIRECT_URI]: { type: types.GET_SOCIAL_REDIRECT_URI, id: 'a9', payload: { provider: 'github' } },
    [types.SIGN_OUT]: { type: types.SIGN_OUT, id: 'a10' },
    [types.IS_CONNECTED]: { type: types.IS_CONNECTED, id: 'a11', payload: { token: 'jwt.token.here' } },
    [types.GET_CHAIN_ID]: { type: types.GET_CHAIN_ID, id: 'a12' },
    [types.GET_SMART_ACCOUNT_ENABLED_NETWORKS]: { type: types.GET_SMART_ACCOUNT_ENABLED_NETWORKS, id: 'a13' },
    [types.INIT_SMART_ACCOUNT]: { type: types.INIT_SMART_ACCOUNT, id: 'a14' },
    [types.SET_PREFERRED_ACCOUNT]: { type: types.SET_PREFERRED_ACCOUNT, id: 'a15', payload: { type: 'smartAccount' } },
    [types.RPC_REQUEST]: {
      type: types.RPC_REQUEST,
      id: 'a16',
      payload: { method: 'wallet_sendCalls', params: [{ chainId: '0x1', calls: [{ to: address, data: '0xdeadbeef', value: '0x0' }] }] },
    },
    [types.UPDATE_EMAIL]: { type: types.UPDATE_EMAIL, id: 'a17', payload: { email: 'grace@example.org' } },
    [types.UPDATE_EMAIL_PRIMARY_OTP]: { type: types.UPDATE_EMAIL_PRIMARY_OTP, id: 'a18', payload: { otp: '000111' } },
    [types.UPDATE_EMAIL_SECONDARY_OTP]: { type: types.UPDATE_EMAIL_SECONDARY_OTP, id: 'a19', payload: { otp: '222333' } },
    [types.SYNC_THEME]: {
      type: types.SYNC_THEME,
      id: 'a20',
      payload: { themeMode: 'dark', themeVariables: { '--w3m-accent': '#47a1ff' }, w3mThemeVariables: { '--w3m-border-radius-master': '4px' } },
    },
    [types.SYNC_DAPP_DATA]: {
      type: types.SYNC_DAPP_DATA,
      id: 'a21',
      payload: {
        metadata: { name: 'Demo', description: 'A demo app', url: 'https://app.example', icons: ['https://app.example/icon.png'] },
        sdkVersion: 'react-portico-0.1.0',
        sdkType: 'portico',
        projectId: 'demo-project',
      },
    },
    [types.RELOAD]: { type: types.RELOAD, id: 'a22' },
  },
  frameToApp: {
    [types.SWITCH_NETWORK_SUCCESS]: { type: types.SWITCH_NETWORK_SUCCESS, id: 'a1', payload: { chainId: 31337 } },
    [types.SWITCH_NETWORK_ERROR]: { type: types.SWITCH_NETWORK_ERROR, id: 'a1', payload: { message: 'Chain is not supported' } },
    [types.CONNECT_EMAIL_SUCCESS]: { type: types.CONNECT_EMAIL_SUCCESS, id: 'a2', payload: { action: 'VERIFY_OTP' } },
    [types.CONNECT_EMAIL_ERROR]: { type: types.CONNECT_EMAIL_ERROR, id: 'a2', payload: { message: 'Please try again after 30 seconds' } },
    [types.CONNECT_DEVICE_SUCCESS]: { type: types.CONNECT_DEVICE_SUCCESS, id: 'a3' },
    [types.CONNECT_DEVICE_ERROR]: { type: types.CONNECT_DEVICE_ERROR, id: 'a3', payload: {} },
    [types.CONNECT_OTP_SUCCESS]: { type: types.CONNECT_OTP_SUCCESS, id: 'a4' },
    [types.CONNECT_OTP_ERROR]: { type: types.CONNECT_OTP_ERROR, id: 'a4', payload: { message: 'Invalid code' } },
    [types.CONNECT_SOCIAL_SUCCESS]: {
      type: types.CONNECT_SOCIAL_SUCCESS,
      id: 'a5',
      payload: { email: null, address, chainId: 1, accounts, userName: 'ada', preferredAccountType: 'smartAccount' },
    },
    [types.CONNECT_SOCIAL_ERROR]: { type: types.CONNECT_SOCIAL_ERROR, id: 'a5', payload: { message: 'Social login failed' } },
    [types.GET_FARCASTER_URI_SUCCESS]: { type: types.GET_FARCASTER_URI_SUCCESS, id: 'a6', payload: { url: 'https://farcaster.example/~/siwf?c=1' } },
    [types.GET_FARCASTER_URI_ERROR]: { type: types.GET_FARCASTER_URI_ERROR, id: 'a6', payload: { message: 'No uri' } },
    [types.CONNECT_FARCASTER_SUCCESS]: { type: types.CONNECT_FARCASTER_SUCCESS, id: 'a7', payload: { userName: 'ada.eth' } },
    [types.CONNECT_FARCASTER_ERROR]: { type: types.CONNECT_FARCASTER_ERROR, id: 'a7', payload: { message: 'Farcaster declined' } },
    [types.GET_USER_SUCCESS]: {
      type: types.GET_USER_SUCCESS,
      id: 'a8',
      payload: { email: 'ada@example.com', address, chainId: 'eip155:1', smartAccountDeployed: false, accounts, preferredAccountType: 'eoa' },
    },
    [types.GET_USER_ERROR]: { type: types.GET_USER_ERROR, id: 'a8', payload: { message: 'Not logged in' } },
    [types.GET_SOCIAL_REDIRECT_URI_SUCCESS]: {
      type: types.GET_SOCIAL_REDIRECT_URI_SUCCESS,
      id: 'a9',
      payload: { uri: 'https://github.example/login/oauth/authorize?state=x' },
    },
    [types.GET_SOCIAL_REDIRECT_URI_ERROR]: { type: types.GET_SOCIAL_REDIRECT_URI_ERROR, id: 'a9', payload: { message: 'Provider down' } },
    [types.SIGN_OUT_SUCCESS]: { type: types.SIGN_OUT_SUCCESS, id: 'a10' },
    [types.SIGN_OUT_ERROR]: { type: types.SIGN_OUT_ERROR, id: 'a10', payload: { message: 'Sign-out failed' } },
    [types.IS_CONNECTED_SUCCESS]: { type: types.IS_CONNECTED_SUCCESS, id: 'a11', payload: { isConnected: true } },
    [types.IS_CONNECTED_ERROR]: { type: types.IS_CONNECTED_ERROR, id: 'a11', payload: { message: 'Session Expired' } },
    [types.GET_CHAIN_ID_SUCCESS]: { type: types.GET_CHAIN_ID_SUCCESS, id: 'a12', payload: { chainId: 1 } },
    [types.GET_CHAIN_ID_ERROR]: { type: types.GET_CHAIN_ID_ERROR, id: 'a12', payload: { message: 'No chain' } },
    [types.GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS]: {
      type: types.GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS,
      id: 'a13',
      payload: { networks: [1, 8453, 31337] },
    },
    [types.GET_SMART_ACCOUNT_ENABLED_NETWORKS_ERROR]: { type: types.GET_SMART_ACCOUNT_ENABLED_NETWORKS_ERROR, id: 'a13', payload: { message: 'x' } },
    [types.INIT_SMART_ACCOUNT_SUCCESS]: { type: types.INIT_SMART_ACCOUNT_SUCCESS, id: 'a14' },
    [types.INIT_SMART_ACCOUNT_ERROR]: { type: types.INIT_SMART_ACCOUNT_ERROR, id: 'a14', payload: { message: 'Not deployed' } },
    [types.SET_PREFERRED_ACCOUNT_SUCCESS]: { type: types.SET_PREFERRED_ACCOUNT_SUCCESS, id: 'a15', payload: { type: 'smartAccount', address } },
    [types.SET_PREFERRED_ACCOUNT_ERROR]: { type: types.SET_PREFERRED_ACCOUNT_ERROR, id: 'a15', payload: { message: 'No smart account' } },
    [types.RPC_REQUEST_SUCCESS]: { type: types.RPC_REQUEST_SUCCESS, id: 'a16', payload: { result: { id: '0xbatch' } } },
    [types.RPC_REQUEST_ERROR]: { type: types.RPC_REQUEST_ERROR, id: 'a16', payload: { message: 'User rejected the request.', code: 4001 } },
    [types.UPDATE_EMAIL_SUCCESS]: { type: types.UPDATE_EMAIL_SUCCESS, id: 'a17', payload: { action: 'VERIFY_PRIMARY_OTP' } },
    [types.UPDATE_EMAIL_ERROR]: { type: types.UPDATE_EMAIL_ERROR, id: 'a17', payload: { message: 'Same e-mail' } },
    [types.UPDATE_EMAIL_PRIMARY_OTP_SUCCESS]: { type: types.UPDATE_EMAIL_PRIMARY_OTP_SUCCESS, id: 'a18' },
    [types.UPDATE_EMAIL_PRIMARY_OTP_ERROR]: { type: types.UPDATE_EMAIL_PRIMARY_OTP_ERROR, id: 'a18', payload: { message: 'Invalid code' } },
    [types.UPDATE_EMAIL_SECONDARY_OTP_SUCCESS]: {
      type: types.UPDATE_EMAIL_SECONDARY_OTP_SUCCESS,
      id: 'a19',
      payload: { newEmail: 'grace@example.org' },
    },
    [types.UPDATE_EMAIL_SECONDARY_OTP_ERROR]: { type: types.UPDATE_EMAIL_SECONDARY_OTP_ERROR, id: 'a19', payload: { message: 'Invalid code' } },
    [types.SYNC_THEME_SUCCESS]: { type: types.SYNC_THEME_SUCCESS, id: 'a20' },
    [types.SYNC_THEME_ERROR]: { type: types.SYNC_THEME_ERROR, id: 'a20', payload: { message: 'Bad theme' } },
    [types.SYNC_DAPP_DATA_SUCCESS]: { type: types.SYNC_DAPP_DATA_SUCCESS, id: 'a21' },
    [types.SYNC_DAPP_DATA_ERROR]: { type: types.SYNC_DAPP_DATA_ERROR, id: 'a21', payload: { message: 'Bad data' } },
    [types.RELOAD_SUCCESS]: { type: types.RELOAD_SUCCESS, id: 'a22' },
    [types.RELOAD_ERROR]: { type: types.RELOAD_ERROR, id: 'a22', payload: { message: 'Reload failed' } },
    [types.SESSION_UPDATE]: { type: types.SESSION_UPDATE, payload: { token: 'jwt.token.next' } },
    [types.READY]: { type: types.READY, payload: { version: '4' } },
  },
}
