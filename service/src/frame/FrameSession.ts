/** A session's tokens as the routes answer them: the access token, when it expires (ISO time), and the refresh token. */
export interface FrameSession {
  accessToken: string
  accessExpiresAt: string
  refreshToken: string
}
