import * as t from 'io-ts'
import { UserKeys } from './UserKeys.ts'

/** A user as the backend hands it to the frame: how they logged in, and the backend's copy of their keys when there is one. */
export const BackendUser = t.type(
  {
    id: t.string,
    /** `email`, a social provider (`google`…) or `farcaster`. */
    provider: t.string,
    email: t.union([t.string, t.null]),
    userName: t.union([t.string, t.null]),
    keys: t.union([UserKeys, t.null]),
  },
  'BackendUser',
)
/** A user as the backend hands it to the frame. */
export type BackendUser = t.TypeOf<typeof BackendUser>
