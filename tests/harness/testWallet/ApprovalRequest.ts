/** How the test wallet answers requests that need the user: always yes, always no, or ask in the page. */
export type ApprovalPolicy = 'approve' | 'reject' | 'prompt'

/** A request the user has to approve, as the prompt shows it. */
export interface ApprovalRequest {
  /** The JSON-RPC method, such as `personal_sign`. */
  method: string
  /** One line saying what approving does, such as "Sign a message". */
  title: string
  /** What is asked for: the message, the transaction, the chain. */
  detail: string
  /** The wallet's name, which the prompt's title starts with; default "Portico Test Wallet". */
  wallet?: string
}
