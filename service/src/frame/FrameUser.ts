/** A user as the routes answer it. */
export interface FrameUser {
  id: string
  email: string | null
  authProvider: string
  userName: string | null
}
