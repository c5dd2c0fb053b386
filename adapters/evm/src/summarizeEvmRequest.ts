import type { Network } from '@portico/kernel'
import type { RequestSummary } from '@portico/kernel/extend'
import { nativeAmount } from './nativeAmount.ts'
import { readableMessage } from './readableMessage.ts'

type Line = RequestSummary['lines'][number]

const ether = { symbol: 'ETH', decimals: 18 }
const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {})
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 ? value : undefined)
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

/**
 * Reads an unsafe eip155 request in words a person can check before approving: the message to
 * sign, the receiver and amount of a transaction in the network's currency, the typed data's
 * domain and type, the number of calls. Undefined for a method it does not know.
 */
export function summarizeEvmRequest(request: { method: string; params: unknown }, network: Network | undefined): RequestSummary | undefined {
  const { params } = request
  switch (request.method) {
    case 'personal_sign': {
      const [message, account] = list(params)
      const lines: Line[] = []
      if (text(message)) lines.push({ label: 'message', value: readableMessage(message as string) })
      if (text(account)) lines.push({ label: 'account', value: account as string })
      return { kind: 'signMessage', lines }
    }
    case 'eth_signTypedData_v4': {
      const [account, data] = list(params)
      let typed: Record<string, unknown>
      try {
        typed = record(typeof data === 'string' ? JSON.parse(data) : data)
      } catch {
        typed = {}
      }
      const lines: Line[] = []
      const domain = text(record(typed.domain).name)
      if (domain) lines.push({ label: 'domain', value: domain })
      const primaryType = text(typed.primaryType)
      if (primaryType) lines.push({ label: 'type', value: primaryType })
      if (text(account)) lines.push({ label: 'account', value: account as string })
      return { kind: 'signTypedData', lines }
    }
    case 'eth_sendTransaction': {
      const transaction = record(list(params)[0])
      const lines: Line[] = []
      const to = text(transaction.to)
      if (to) lines.push({ label: 'to', value: to })
      const currency = network?.nativeCurrency ?? ether
      const amount = nativeAmount(transaction.value ?? '0x0', currency.symbol, currency.decimals)
      if (amount) lines.push({ label: 'amount', value: amount })
      const data = text(transaction.data) ?? text(transaction.input)
      if (data && data !== '0x') lines.push({ label: 'data', value: data.length > 74 ? `${data.slice(0, 74)}…` : data })
      return { kind: 'sendTransaction', lines }
    }
    case 'wallet_sendCalls': {
      const calls = list(record(Array.isArray(params) ? params[0] : params).calls)
      return { kind: 'sendCalls', lines: [{ label: 'calls', value: String(calls.length) }], count: calls.length }
    }
    case 'wallet_grantPermissions':
    case 'wallet_revokePermissions':
      return { kind: 'permissions', lines: [{ label: 'method', value: request.method }] }
    default:
      return undefined
  }
}
