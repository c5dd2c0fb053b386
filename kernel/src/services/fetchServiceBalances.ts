import * as t from 'io-ts'
import { HttpError } from '../errors.ts'
import { TokenBalance } from '../model/TokenBalance.ts'
import type { HttpClient } from './HttpClient.ts'

/** How long the service may take before the balances are read from the node instead (ms). */
const balancesTimeout = 5000

const BalancesResponse = t.type({ balances: t.array(TokenBalance) }, 'a balances response { balances }')

/**
 * The balances of `address` on a network from the project service (`GET /balances/{address}?chainId=`),
 * each decoded; undefined when the service answers 400 or 404 (it does not serve that network, so
 * the chain adapter reads them instead). Other failures throw, a request taking over 5 s included.
 */
export async function fetchServiceBalances(http: HttpClient, address: string, caipNetworkId: string): Promise<TokenBalance[] | undefined> {
  try {
    const { balances } = await http.get(`balances/${encodeURIComponent(address)}`, { codec: BalancesResponse, params: { chainId: caipNetworkId }, timeout: balancesTimeout })
    return balances
  } catch (error) {
    if (error instanceof HttpError && (error.status === 400 || error.status === 404)) return undefined
    throw error
  }
}
