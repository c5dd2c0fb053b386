import * as t from 'io-ts'
import { HttpError } from '../errors.ts'
import { TokenBalance } from '../model/TokenBalance.ts'
import type { HttpClient } from './HttpClient.ts'

/** How long the service may take before the balances are read from the node instead (ms). */
const balancesTimeout = 5000

const BalancesResponse = t.type({ balances: t.array(TokenBalance) }, 'a balances response { balances }')
const ChainsResponse = t.type({ chains: t.array(t.string) }, 'a chains response { chains }')

/** The networks each service's blockchain API serves, asked once per client (again after a failure). */
const servedChains = new WeakMap<HttpClient, Promise<ReadonlySet<string>>>()

function chainsServedBy(http: HttpClient): Promise<ReadonlySet<string>> {
  let served = servedChains.get(http)
  if (!served) {
    served = http.get('chains', { codec: ChainsResponse, timeout: balancesTimeout }).then(({ chains }) => new Set(chains))
    served.catch(() => servedChains.delete(http))
    servedChains.set(http, served)
  }
  return served
}

/**
 * The balances of `address` on a network from the project service (`GET /balances/{address}?chainId=`),
 * each decoded; undefined when the service does not serve that network (its `GET /chains` does not
 * list it, asked once, or it answers 400 or 404), so the chain adapter reads them instead. Other
 * failures throw, a request taking over 5 s included.
 */
export async function fetchServiceBalances(http: HttpClient, address: string, caipNetworkId: string): Promise<TokenBalance[] | undefined> {
  try {
    if (!(await chainsServedBy(http)).has(caipNetworkId)) return undefined
    const { balances } = await http.get(`balances/${encodeURIComponent(address)}`, { codec: BalancesResponse, params: { chainId: caipNetworkId }, timeout: balancesTimeout })
    return balances
  } catch (error) {
    if (error instanceof HttpError && (error.status === 400 || error.status === 404)) return undefined
    throw error
  }
}
