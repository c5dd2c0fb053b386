/**
 * How long a request to a service may take before it fails with `REQUEST_TIMEOUT` (ms), and how
 * long `ready` waits for the remote configuration before going on with the local one. Kept apart
 * from the HTTP client so the eager kernel can read it without loading the client.
 */
export const requestTimeout = 10_000
