import type { ChainNamespace, Network } from '@portico/kernel/extend'
import type { ProposalNamespace } from './ProposalNamespace.ts'

/** The methods and events Portico asks a wallet for, per namespace (WalletConnect's names, as AppKit asks). */
const requested: Record<ChainNamespace, { methods: string[]; events: string[] }> = {
  eip155: {
    methods: [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'eth_accounts',
      'eth_requestAccounts',
      'eth_chainId',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
    ],
    events: ['chainChanged', 'accountsChanged'],
  },
  solana: {
    methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'],
    events: ['accountsChanged', 'chainChanged'],
  },
  bip122: {
    methods: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'],
    events: ['bip122_addressesChanged'],
  },
  polkadot: { methods: ['polkadot_signTransaction', 'polkadot_signMessage'], events: [] },
}

/** Every namespace Portico has methods for. */
const allNamespaces: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122', 'polkadot']

/** The chain reference of a CAIP-2 id: `31337` of `eip155:31337`. */
function referenceOf(caipNetworkId: string): string {
  return caipNetworkId.slice(caipNetworkId.indexOf(':') + 1)
}

/**
 * The namespaces of a session proposal built from the configured networks: for each of `served`
 * (default: all) that has networks, their CAIP-2 ids, the methods and events Portico uses, and an
 * `rpcMap` of each network's first http url so reads go to the host's RPC, never a public one.
 * A network whose CAIP id is of another namespace is left out.
 *
 * All of them are meant as `optionalNamespaces`: WalletConnect deprecated required namespaces
 * (sign-client moves them to optional and wallets may refuse a proposal over one chain they lack),
 * so the wallet approves what it supports and Portico connects the namespaces it got.
 */
export function proposalNamespaces(networks: readonly Network[], served: readonly ChainNamespace[] = allNamespaces): Partial<Record<ChainNamespace, ProposalNamespace>> {
  const namespaces: Partial<Record<ChainNamespace, ProposalNamespace>> = {}
  for (const network of networks) {
    const wanted = requested[network.chainNamespace]
    if (!served.includes(network.chainNamespace) || !network.caipNetworkId.startsWith(`${network.chainNamespace}:`)) continue
    const namespace = (namespaces[network.chainNamespace] ??= { chains: [], methods: [...wanted.methods], events: [...wanted.events], rpcMap: {} })
    if (namespace.chains.includes(network.caipNetworkId)) continue
    namespace.chains.push(network.caipNetworkId)
    const rpcUrl = network.rpcUrls.default?.http[0] ?? Object.values(network.rpcUrls).find((urls) => urls.http.length > 0)?.http[0]
    if (rpcUrl !== undefined) namespace.rpcMap[referenceOf(network.caipNetworkId)] = rpcUrl
  }
  return namespaces
}
