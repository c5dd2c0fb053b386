import type { Transaction } from '../Transaction.ts'
import type { TransactionTransfer } from '../TransactionTransfer.ts'

/** The account the activity tests list transactions of (the kernel's test adapter connects it). */
export const testAccount = '0x52908400098527886E0F7030069857D2E4169EE7'
const other = '0x000000000000000000000000000000000000dEaD'

/** Options of `testTransaction`. */
export interface TestTransactionOptions {
  /** Sets the hash (`0x` and 64 hex digits from it) and the id. */
  n: number
  minedAt?: string
  chain?: string
  operationType?: Transaction['metadata']['operationType']
  status?: Transaction['metadata']['status']
  transfers?: TransactionTransfer[]
}

/** A transfer of ETH (or of a token when `symbol` names another and `address` is given), out of the test account by default. */
export function testTransfer(numeric: string, options: { direction?: 'in' | 'out' | 'self'; symbol?: string; address?: string; spam?: boolean } = {}): TransactionTransfer {
  const direction = options.direction ?? 'out'
  return {
    fungible_info: {
      name: options.symbol ?? 'Ether',
      symbol: options.symbol ?? 'ETH',
      ...(options.address ? { address: options.address } : {}),
      ...(options.spam === undefined ? {} : { flags: { is_spam: options.spam } }),
    },
    direction,
    quantity: { numeric },
    sender: direction === 'in' ? other : testAccount,
    recipient: direction === 'in' ? testAccount : other,
  }
}

/** The hash of test transaction `n`. */
export function testHash(n: number): string {
  return `0x${n.toString(16).padStart(64, '0')}`
}

/** A confirmed send of 0.5 ETH on eip155:1, as the service lists it, changed by `options`. */
export function testTransaction(options: TestTransactionOptions): Transaction {
  const hash = testHash(options.n)
  const chain = options.chain ?? 'eip155:1'
  return {
    id: `${chain}:${hash}`,
    metadata: {
      operationType: options.operationType ?? 'send',
      hash,
      minedAt: options.minedAt ?? '2026-11-20T10:00:00.000Z',
      sentFrom: testAccount,
      sentTo: other,
      status: options.status ?? 'confirmed',
      nonce: options.n,
      chain,
      blockNumber: 1000 - options.n,
    },
    transfers: options.transfers ?? [testTransfer('0.5')],
  }
}
