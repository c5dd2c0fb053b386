/** Why the last swap did not go through, and what to tell (a message key or text). */
export interface SwapFailure {
  kind: 'declined' | 'priceChanged' | 'failed'
  message: string
}
