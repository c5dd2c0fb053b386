import * as t from 'io-ts'
import { Exchange } from './Exchange.ts'

/** `GET /pay/exchanges`'s answer (AppKit's `GetExchangesResult`): a page of exchanges, and how many there are. */
export const ExchangeList = t.type({ exchanges: t.array(Exchange), total: t.number }, 'ExchangeList')
/** A page of exchanges. */
export type ExchangeList = t.TypeOf<typeof ExchangeList>
