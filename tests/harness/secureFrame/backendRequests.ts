import * as t from 'io-ts'
import { Email, FrameSocialProvider } from '@portico/adapter-embedded'
import { UserKeys } from './UserKeys.ts'

const Token = t.string
const DeviceId = t.refinement(t.string, (value) => /^[0-9a-f]{16,64}$/.test(value), 'DeviceId')

/** The JSON body each `POST /api/…` route of the frame's backend accepts, decoded before use. */
export const backendRequests = {
  '/api/email/start': t.intersection([t.type({ email: Email, deviceId: DeviceId }), t.partial({ token: Token })]),
  '/api/email/device': t.type({ email: Email, deviceId: DeviceId }),
  '/api/email/verify': t.type({ email: Email, deviceId: DeviceId, otp: t.string }),
  '/api/session': t.type({ token: Token }),
  '/api/sign-out': t.type({ token: Token }),
  '/api/keys': t.type({ token: Token, keys: UserKeys }),
  '/api/email/update': t.type({ token: Token, email: Email }),
  '/api/email/update/primary': t.type({ token: Token, otp: t.string }),
  '/api/email/update/secondary': t.type({ token: Token, otp: t.string }),
  '/api/social/start': t.type({ provider: FrameSocialProvider, appOrigin: t.string }),
  '/api/social/exchange': t.type({ code: t.string, state: t.string, appOrigin: t.string, deviceId: DeviceId }),
  '/api/farcaster/start': t.type({ appOrigin: t.string }),
  '/api/farcaster/status': t.type({ channel: t.string, deviceId: DeviceId }),
} as const
/** A route of the frame's backend API. */
export type BackendRoute = keyof typeof backendRequests
/** The decoded body of a backend route. */
export type BackendRequest<R extends BackendRoute> = t.TypeOf<(typeof backendRequests)[R]>
