import type { ApprovalRequest } from '../../../adapters/ApprovalRequest.ts'

/** One line of what a request asks: a label's message key and the value shown. */
export interface ApprovalLine {
  label: 'approve.message' | 'approve.to' | 'approve.amount' | 'approve.data' | 'approve.account' | 'approve.calls' | 'approve.method' | 'approve.domain' | 'approve.type'
  value: string
}

/** What the ApproveTransaction view says of a request: a heading's message key, its lines, and the count of items signed. */
export interface ApprovalSummary {
  heading:
    | 'approve.signMessage'
    | 'approve.signTypedData'
    | 'approve.sendTransaction'
    | 'approve.sendCalls'
    | 'approve.signSolanaMessage'
    | 'approve.signSolanaTransaction'
    | 'approve.signSolanaTransactions'
    | 'approve.sendSolanaTransaction'
    | 'approve.permissions'
    | 'approve.other'
  lines: ApprovalLine[]
  count?: number
}

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {})
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 ? value : undefined)
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

/** A 0x message as text when it is UTF-8 without control characters, else as given. */
function readableMessage(hex: string): string {
  if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(hex)) return hex
  const bytes = new Uint8Array((hex.length - 2) / 2)
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = Number.parseInt(hex.slice(2 + index * 2, 4 + index * 2), 16)
  try {
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // eslint-disable-next-line no-control-regex -- control characters mean binary data, shown as hex
    return /[\u0000-\u0008\u000e-\u001f\u007f]/.test(decoded) ? hex : decoded
  } catch {
    return hex
  }
}

/** A wei amount (a 0x or decimal quantity) in whole units with the native symbol, such as `0.5 ETH`. */
function nativeAmount(value: unknown, symbol: string, decimals: number): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  let wei: bigint
  try {
    wei = BigInt(value)
  } catch {
    return undefined
  }
  if (wei < 0n) return undefined
  const unit = 10n ** BigInt(decimals)
  const fraction = (wei % unit).toString().padStart(decimals, '0').replace(/0+$/, '')
  return `${(wei / unit).toString()}${fraction ? `.${fraction}` : ''} ${symbol}`
}

/**
 * Reads what an unsafe request asks in words a person can check before approving: the message
 * to sign, the receiver and amount of a transaction, the typed data's domain and type, the
 * number of calls or Solana transactions. What it cannot read is shown as the method's name.
 */
export function approvalSummary(request: ApprovalRequest, native: { symbol: string; decimals: number }): ApprovalSummary {
  const params = request.params
  switch (request.method) {
    case 'personal_sign': {
      const [message, account] = list(params)
      const lines: ApprovalLine[] = []
      if (text(message)) lines.push({ label: 'approve.message', value: readableMessage(message as string) })
      if (text(account)) lines.push({ label: 'approve.account', value: account as string })
      return { heading: 'approve.signMessage', lines }
    }
    case 'eth_signTypedData_v4': {
      const [account, data] = list(params)
      let typed: Record<string, unknown>
      try {
        typed = record(typeof data === 'string' ? JSON.parse(data) : data)
      } catch {
        typed = {}
      }
      const lines: ApprovalLine[] = []
      const domain = text(record(typed.domain).name)
      if (domain) lines.push({ label: 'approve.domain', value: domain })
      const primaryType = text(typed.primaryType)
      if (primaryType) lines.push({ label: 'approve.type', value: primaryType })
      if (text(account)) lines.push({ label: 'approve.account', value: account as string })
      return { heading: 'approve.signTypedData', lines }
    }
    case 'eth_sendTransaction': {
      const transaction = record(list(params)[0])
      const lines: ApprovalLine[] = []
      const to = text(transaction.to)
      if (to) lines.push({ label: 'approve.to', value: to })
      const amount = nativeAmount(transaction.value ?? '0x0', native.symbol, native.decimals)
      if (amount) lines.push({ label: 'approve.amount', value: amount })
      const data = text(transaction.data) ?? text(transaction.input)
      if (data && data !== '0x') lines.push({ label: 'approve.data', value: data.length > 74 ? `${data.slice(0, 74)}…` : data })
      return { heading: 'approve.sendTransaction', lines }
    }
    case 'wallet_sendCalls': {
      const calls = list(record(Array.isArray(params) ? params[0] : params).calls)
      return { heading: 'approve.sendCalls', lines: [{ label: 'approve.calls', value: String(calls.length) }], count: calls.length }
    }
    case 'solana_signMessage':
      return { heading: 'approve.signSolanaMessage', lines: [] }
    case 'solana_signTransaction':
      return { heading: 'approve.signSolanaTransaction', lines: [] }
    case 'solana_signAllTransactions': {
      const count = list(record(params).transactions).length
      return { heading: 'approve.signSolanaTransactions', lines: [], count }
    }
    case 'solana_signAndSendTransaction':
      return { heading: 'approve.sendSolanaTransaction', lines: [] }
    case 'wallet_grantPermissions':
    case 'wallet_revokePermissions':
      return { heading: 'approve.permissions', lines: [{ label: 'approve.method', value: request.method }] }
    default:
      return { heading: 'approve.other', lines: [{ label: 'approve.method', value: request.method }] }
  }
}
