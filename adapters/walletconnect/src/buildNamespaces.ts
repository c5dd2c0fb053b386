import type { ChainNamespace, Network } from '@portico/kernel'
import { proposalNamespaces } from '@portico/walletconnect-pairing'
import type { ProposalNamespace } from '@portico/walletconnect-pairing'

/** The namespaces this adapter serves through its chain adapters. */
const served: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122']

/**
 * The namespaces of a session proposal built from the configured networks
 * (`@portico/walletconnect-pairing`'s proposalNamespaces) for eip155, solana and bip122: polkadot,
 * which Portico has no chain adapter for, is left out.
 */
export function buildNamespaces(networks: readonly Network[]): Partial<Record<ChainNamespace, ProposalNamespace>> {
  return proposalNamespaces(networks, served)
}
