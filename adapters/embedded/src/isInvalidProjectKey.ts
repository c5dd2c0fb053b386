import { FrameError } from './errors.ts'

/**
 * Whether the frame refused a request because the project id is not one its provider knows
 * (SPEC §8's provider error 'Unauthorized: invalid key', refusal code INVALID_KEY): the app's configuration is invalid.
 */
export function isInvalidProjectKey(error: unknown): boolean {
  return error instanceof FrameError && error.code === 'FRAME_ERROR' && error.reason === 'INVALID_KEY'
}
