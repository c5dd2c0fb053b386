import type { ExchangeBuyStatus } from '../ExchangeBuyStatus.ts'
import type { ExchangeSource } from '../ExchangeSource.ts'
import type { PayUrlParams } from '../PayUrlParams.ts'

/** What the test exchange source was asked, and the way to set what its sessions report. */
export interface TestExchangeSource {
  readonly source: ExchangeSource
  /** The payments opened, in order. */
  readonly opened: { exchangeId: string; params: PayUrlParams }[]
  /** What every session reports from now on. */
  report(status: ExchangeBuyStatus): void
}

/**
 * A deterministic exchange source for the pay tests: one exchange, "Cove", withdrawing anything;
 * each opened payment gets a session `session-N` and the page `https://cove.example/w/session-N`
 * (or `url`); every session reports what `report` last set (UNKNOWN at first). No network.
 */
export function testExchangeSource(options: { url?: string } = {}): TestExchangeSource {
  const opened: { exchangeId: string; params: PayUrlParams }[] = []
  let status: ExchangeBuyStatus = { status: 'UNKNOWN' }
  return {
    opened,
    report(next) {
      status = next
    },
    source: {
      exchanges: async () => ({ exchanges: [{ id: 'cove', name: 'Cove', imageUrl: 'https://cove.example/logo.png' }], total: 1 }),
      async payUrl(exchangeId, params) {
        opened.push({ exchangeId, params })
        const sessionId = `session-${opened.length}`
        return { url: options.url ?? `https://cove.example/w/${sessionId}`, sessionId }
      },
      status: async () => status,
    },
  }
}
