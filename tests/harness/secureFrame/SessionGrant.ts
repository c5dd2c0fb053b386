import * as t from 'io-ts'
import { BackendUser } from './BackendUser.ts'

/** What a successful login gives the frame: a session token and the user. */
export const SessionGrant = t.type({ token: t.string, user: BackendUser }, 'SessionGrant')
/** What a successful login gives the frame. */
export type SessionGrant = t.TypeOf<typeof SessionGrant>
