import type { ExchangeBuyStatus, ExchangeSource } from '@portico/plugin-pay'

/** How the story's exchanges answer: their list (listed, never, failing, none), the payment's page, and the session's status. */
export interface StoryExchangeBehaviour {
  exchanges?: 'fixed' | 'pending' | 'error' | 'none'
  payUrl?: 'ok' | 'pending' | 'error'
  /** What every session reports; default UNKNOWN. */
  status?: ExchangeBuyStatus['status']
}

const image = (colour: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="${colour}"/></svg>`)}`
const never = () => new Promise<never>(() => undefined)

/** A deterministic exchange source for stories: Cove and Tidal Exchange, a fixed page and session, statuses as told. */
export function storyExchangeSource(behaviour: StoryExchangeBehaviour = {}): ExchangeSource {
  return {
    exchanges: () => {
      if (behaviour.exchanges === 'pending') return never()
      if (behaviour.exchanges === 'error') return Promise.reject(new Error('The service did not answer'))
      if (behaviour.exchanges === 'none') return Promise.resolve({ exchanges: [], total: 0 })
      return Promise.resolve({
        exchanges: [
          { id: 'cove', name: 'Cove Exchange', imageUrl: image('#0e8a5f') },
          { id: 'tidal', name: 'Tidal Exchange', imageUrl: image('#1f6feb') },
        ],
        total: 2,
      })
    },
    payUrl: () => {
      if (behaviour.payUrl === 'pending') return never()
      if (behaviour.payUrl === 'error') return Promise.reject(new Error('The exchange did not answer'))
      return Promise.resolve({ url: 'https://cove.example/withdraw/story-session', sessionId: 'story-session' })
    },
    status: () => Promise.resolve(behaviour.status === 'SUCCESS' ? { status: 'SUCCESS', txHash: `0x${'ab'.repeat(32)}` } : { status: behaviour.status ?? 'UNKNOWN' }),
  }
}
