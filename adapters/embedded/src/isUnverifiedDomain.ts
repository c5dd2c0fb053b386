import { FrameError } from './errors.ts'

/**
 * Whether the frame refused a request because the app's origin is not one it serves (SPEC §8's
 * provider error "Unauthorized: origin not allowed", refusal code ORIGIN_NOT_ALLOWED): the domain is not verified for the project.
 */
export function isUnverifiedDomain(error: unknown): boolean {
  return error instanceof FrameError && error.code === 'FRAME_ERROR' && error.reason === 'ORIGIN_NOT_ALLOWED'
}
