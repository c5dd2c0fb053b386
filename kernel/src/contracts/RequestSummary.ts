/**
 * What the ApproveTransaction view says of an unsafe request, as the chain adapter of its
 * namespace reads it (the kernel parses no chain's requests): what the request does, a count
 * where it signs several things, and lines a person can check (message, receiver, amount...).
 * Each kind and label is a message key of the modal's catalogue (`approve.<kind>`, `approve.<label>`).
 */
export interface RequestSummary {
  kind: 'signMessage' | 'signTypedData' | 'sendTransaction' | 'sendCalls' | 'signTransaction' | 'signTransactions' | 'signAndSendTransaction' | 'permissions' | 'other'
  lines: { label: 'message' | 'to' | 'amount' | 'data' | 'account' | 'calls' | 'method' | 'domain' | 'type'; value: string }[]
  /** How many calls or transactions it signs, for the heading's plural. */
  count?: number
}
