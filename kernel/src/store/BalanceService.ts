import type { TokenBalance } from '../model/TokenBalance.ts'

/**
 * Where balances with prices are read from a blockchain API (SPEC §7: address, CAIP network id →
 * balances[]), the project service's `/balances` by default.
 */
export interface BalanceService {
  /** The balances of `address` on the network; undefined when the service does not serve that network. */
  balances(address: string, caipNetworkId: string): Promise<TokenBalance[] | undefined>
}
