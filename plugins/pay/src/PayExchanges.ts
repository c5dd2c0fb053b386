import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { Exchange } from './Exchange.ts'
import type { ExchangeList } from './ExchangeList.ts'
import type { ExchangeSource } from './ExchangeSource.ts'
import type { GetExchangesParams } from './GetExchangesParams.ts'

/** The exchange list's finite state: none asked, being read, read, or the source failed. */
export type PayExchangesState = 'idle' | 'loading' | 'ready' | 'error'

/** The exchanges a payment can be made from, as last listed (AppKit's `getExchanges()`); a later listing replaces an earlier one still under way. */
export class PayExchanges {
  list: Exchange[] = []
  total = 0
  state: PayExchangesState = 'idle'
  readonly source: ExchangeSource | undefined
  private version = 0

  constructor(source: ExchangeSource | undefined) {
    this.source = source
    makeAutoObservable<PayExchanges, 'version'>(this, { source: false, version: false, list: observableRef }, { autoBind: true })
  }

  /** Lists the exchanges for `params` (those withdrawing the asset on the network); undefined without a source or when a later listing overtook it. Rejects when the source fails. */
  async load(params: GetExchangesParams): Promise<ExchangeList | undefined> {
    const source = this.source
    if (!source) return undefined
    const version = ++this.version
    this.state = 'loading'
    try {
      const answer = await source.exchanges(params)
      if (version !== this.version) return undefined
      runInAction(() => {
        this.list = answer.exchanges
        this.total = answer.total
        this.state = 'ready'
      })
      return answer
    } catch (error) {
      runInAction(() => {
        if (version === this.version) this.state = 'error'
      })
      throw error
    }
  }
}
