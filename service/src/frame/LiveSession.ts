import type { FrameUser } from './FrameUser.ts'

/** The live session an access token belongs to: its family and its user. */
export interface LiveSession {
  familyId: string
  user: FrameUser
}
