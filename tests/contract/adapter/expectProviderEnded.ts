import type { ChainNamespace, Network } from '@portico/kernel'
import { expect } from 'vitest'
import { isRequestProvider } from './expectProviderAnswers.ts'

/**
 * Checks that a provider handed out during a session gives no accounts once the session ended:
 * `eth_accounts` (eip155) or `solana_getAccounts` (solana) rejects or answers none.
 */
export async function expectProviderEnded(namespace: ChainNamespace, provider: unknown, networks: readonly Network[]): Promise<void> {
  if (!isRequestProvider(provider)) return
  const method = namespace === 'eip155' ? 'eth_accounts' : namespace === 'solana' ? 'solana_getAccounts' : undefined
  if (!method) return
  const network = networks.find((candidate) => candidate.chainNamespace === namespace)?.caipNetworkId
  const answer = await (network === undefined || namespace === 'eip155' ? provider.request({ method }) : provider.request({ method }, network)).then(
    (accounts) => accounts,
    () => [],
  )
  expect(answer, `${method} after the session ended`).toEqual([])
}
