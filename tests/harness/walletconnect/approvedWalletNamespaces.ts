import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { buildApprovedNamespaces } from '@walletconnect/utils'
import { walletMethods } from './walletMethods.ts'

/** Which namespaces and chains the test wallet approves; by default every chain the proposal asks for, in both namespaces. */
export interface WalletApproval {
  /** The namespaces to approve; default both that the proposal asks for. */
  namespaces?: readonly ('eip155' | 'solana')[]
  /** EVM chain ids to approve instead of the proposal's, such as `[31337, 31338]`. */
  eip155Chains?: readonly number[]
  /** CAIP-2 Solana chains to approve instead of the proposal's, such as `['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']`. */
  solanaChains?: readonly string[]
}

/** The wallet's accounts: one EVM address and one Solana address (base58) for every chain. */
export interface WalletAddresses {
  eip155: string
  solana: string
}

function requestedChains(proposal: ProposalTypes.Struct, namespace: string): string[] {
  const chains = new Set<string>()
  for (const namespaces of [proposal.requiredNamespaces, proposal.optionalNamespaces ?? {}]) {
    for (const [key, value] of Object.entries(namespaces)) {
      if (key === namespace) for (const chain of value.chains ?? []) chains.add(chain)
      else if (key.startsWith(`${namespace}:`)) chains.add(key)
    }
  }
  return [...chains]
}

/**
 * The namespaces the test wallet approves for a proposal: its accounts on the chosen chains with
 * the methods and events of `walletMethods`, shaped by `buildApprovedNamespaces` (which throws
 * when a required namespace or chain is left out).
 */
export function approvedWalletNamespaces(proposal: ProposalTypes.Struct, addresses: WalletAddresses, approval: WalletApproval = {}): SessionTypes.Namespaces {
  const wanted = approval.namespaces ?? ['eip155', 'solana']
  const supportedNamespaces: Record<string, { chains: string[]; methods: string[]; events: string[]; accounts: string[] }> = {}
  for (const namespace of wanted) {
    const chains =
      namespace === 'eip155'
        ? (approval.eip155Chains?.map((id) => `eip155:${id}`) ?? requestedChains(proposal, 'eip155'))
        : [...(approval.solanaChains ?? requestedChains(proposal, 'solana'))]
    if (chains.length === 0) continue
    supportedNamespaces[namespace] = {
      chains,
      methods: [...walletMethods[namespace].methods],
      events: [...walletMethods[namespace].events],
      accounts: chains.map((chain) => `${chain}:${addresses[namespace]}`),
    }
  }
  return buildApprovedNamespaces({ proposal, supportedNamespaces })
}
