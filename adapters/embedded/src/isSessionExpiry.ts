import { FrameError } from './errors.ts'

/** Whether the frame refused a request because the login session is no longer valid (SPEC §8 "Session Expired": an invalid JWT). */
export function isSessionExpiry(error: unknown): boolean {
  return error instanceof FrameError && error.code === 'FRAME_ERROR' && /\bJWT\b|session (?:has )?expired|invalid session/i.test(error.shortMessage)
}
