import type { ConnectorAdapter, Pairing } from '@portico/kernel/extend'

/** How a `pair` call ended. */
export type PairingOutcome = { status: 'resolved' } | { status: 'rejected'; error: unknown }

/** One `pair` call watched by the contract: the pairings it offered, in order, and how it ended. */
export interface PairingInProgress {
  readonly pairings: Pairing[]
  /** When each pairing arrived (ms since the epoch), beside `pairings`. */
  readonly arrivals: number[]
  /** `pairing <n>` for each pairing and `resolved` or `rejected` once it settles, in the order they happened. */
  readonly order: string[]
  readonly outcome: Promise<PairingOutcome>
  readonly controller: AbortController
  /** The pairing at `index` once offered; rejects when `pair` settles first, or after `timeoutMs`. */
  pairing(index: number, timeoutMs?: number): Promise<Pairing>
}

/** Calls `adapter.pair(connectorId)` with a recording `onPairing` and a signal the caller can abort. */
export function startPairing(adapter: Required<Pick<ConnectorAdapter, 'pair'>>, connectorId: string, controller = new AbortController()): PairingInProgress {
  const pairings: Pairing[] = []
  const arrivals: number[] = []
  const order: string[] = []
  const waiting = new Set<() => void>()
  const wake = () => {
    for (const waiter of [...waiting]) waiter()
  }
  const onPairing = (pairing: Pairing) => {
    order.push(`pairing ${pairings.length}`)
    pairings.push(pairing)
    arrivals.push(Date.now())
    wake()
  }
  let settled: PairingOutcome | undefined
  const outcome = Promise.resolve()
    .then(() => adapter.pair(connectorId, { onPairing, signal: controller.signal }))
    .then(
      (): PairingOutcome => ({ status: 'resolved' }),
      (error: unknown): PairingOutcome => ({ status: 'rejected', error }),
    )
    .then((result) => {
      settled = result
      order.push(result.status)
      wake()
      return result
    })
  const pairing = (index: number, timeoutMs = 20_000) =>
    new Promise<Pairing>((resolve, reject) => {
      const check = () => {
        const found = pairings[index]
        if (found) finish(() => resolve(found))
        else if (settled) finish(() => reject(new Error(`pair ${settled?.status} before offering pairing ${index}: ${settled?.status === 'rejected' ? String(settled.error) : ''}`)))
      }
      const timer = setTimeout(() => finish(() => reject(new Error(`no pairing ${index} within ${timeoutMs} ms`))), timeoutMs)
      const finish = (settle: () => void) => {
        clearTimeout(timer)
        waiting.delete(check)
        settle()
      }
      waiting.add(check)
      check()
    })
  return { pairings, arrivals, order, outcome, controller, pairing }
}
