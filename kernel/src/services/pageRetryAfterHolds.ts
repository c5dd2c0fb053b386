import { RetryAfterHolds } from './RetryAfterHolds.ts'

/**
 * The page's Retry-After holds, shared by every HTTP client of the kernel and the telemetry: a
 * service that asked one of them to wait is not asked by another meanwhile.
 */
export const pageRetryAfterHolds = new RetryAfterHolds()
