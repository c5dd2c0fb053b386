/** An event the embedded wallet reports (SPEC §8): the frame did not load, or a login request timed out. */
export interface EmbeddedWalletEvent {
  type: 'iframe_load_failed' | 'iframe_request_timeout'
  /** The frame request that timed out, for `iframe_request_timeout`. */
  requestType?: string
}
