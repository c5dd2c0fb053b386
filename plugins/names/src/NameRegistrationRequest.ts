/** What registering a name sends: the label, the account, the chain it signed on, and the signed registration message. */
export interface NameRegistrationRequest {
  label: string
  address: string
  chainId: number
  /** When the message was issued (ISO 8601), as written in it. */
  issuedAt: string
  message: string
  signature: string
}
