import { FrameError } from './errors.ts'

/** Whether the frame refused a request because the login session is no longer valid (SPEC §8 "Session Expired"; refusal code SESSION_EXPIRED). */
export function isSessionExpiry(error: unknown): boolean {
  return error instanceof FrameError && error.code === 'FRAME_ERROR' && error.reason === 'SESSION_EXPIRED'
}
