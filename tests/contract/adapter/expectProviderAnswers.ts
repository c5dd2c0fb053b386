import type { ChainNamespace, Network } from '@portico/kernel'
import { parseCaipNetworkId } from '@portico/kernel/extend'
import { isAddress } from 'viem'
import { expect } from 'vitest'

type RequestProvider = { request(args: { method: string; params?: unknown }, caipNetworkId?: string): Promise<unknown> }

const base58Key = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** Whether a value has a `request` function, as every provider a connector adapter hands out does. */
export function isRequestProvider(value: unknown): value is RequestProvider {
  return (typeof value === 'object' || typeof value === 'function') && value !== null && typeof (value as { request?: unknown }).request === 'function'
}

/**
 * Checks that a connector adapter's provider answers for a session: for eip155 an EIP-1193
 * `eth_chainId` (a configured chain) and `eth_accounts` (addresses); for solana
 * `solana_getAccounts` on a configured network (`{ pubkey }` or base58 keys); for any other
 * namespace only that it has `request`.
 */
export async function expectProviderAnswers(namespace: ChainNamespace, provider: unknown, networks: readonly Network[]): Promise<void> {
  expect(isRequestProvider(provider), `the ${namespace} provider has request()`).toBe(true)
  const own = networks.filter((network) => network.chainNamespace === namespace)
  const { request } = provider as RequestProvider
  const ask = (method: string, caipNetworkId?: string) => (caipNetworkId === undefined ? request.call(provider, { method }) : request.call(provider, { method }, caipNetworkId))
  if (namespace === 'eip155') {
    const chainId = await ask('eth_chainId')
    expect(chainId, 'eth_chainId').toMatch(/^0x[0-9a-f]+$/i)
    const configured = own.map((network) => parseCaipNetworkId(network.caipNetworkId)?.reference)
    expect(configured, `eth_chainId ${String(chainId)} is a configured network`).toContain(BigInt(chainId as string).toString())
    const accounts = await ask('eth_accounts')
    expect(Array.isArray(accounts) && accounts.length > 0, `eth_accounts ${JSON.stringify(accounts)}`).toBe(true)
    for (const account of accounts as unknown[]) expect(typeof account === 'string' && isAddress(account, { strict: false }), `eth_accounts' ${String(account)}`).toBe(true)
  } else if (namespace === 'solana') {
    const accounts = await ask('solana_getAccounts', own[0]?.caipNetworkId)
    expect(Array.isArray(accounts) && accounts.length > 0, `solana_getAccounts ${JSON.stringify(accounts)}`).toBe(true)
    for (const account of accounts as unknown[]) {
      const key = typeof account === 'object' && account !== null ? (account as { pubkey?: unknown }).pubkey : account
      expect(typeof key === 'string' && base58Key.test(key), `solana_getAccounts' ${JSON.stringify(account)}`).toBe(true)
    }
  }
}
