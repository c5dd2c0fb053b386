import type { Network } from '@portico/kernel'
import type { RequestSummary } from '@portico/kernel/extend'

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {})

/**
 * Reads an unsafe solana request for the ApproveTransaction view: a message or one or several
 * transactions to sign, or one to sign and send. Undefined for a method it does not know.
 */
export function summarizeSolanaRequest(request: { method: string; params: unknown }, _network: Network | undefined): RequestSummary | undefined {
  switch (request.method) {
    case 'solana_signMessage':
      return { kind: 'signMessage', lines: [] }
    case 'solana_signTransaction':
      return { kind: 'signTransaction', lines: [] }
    case 'solana_signAllTransactions': {
      const count = list(record(request.params).transactions).length
      return { kind: 'signTransactions', lines: [], count }
    }
    case 'solana_signAndSendTransaction':
      return { kind: 'signAndSendTransaction', lines: [] }
    default:
      return undefined
  }
}
