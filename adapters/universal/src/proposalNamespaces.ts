import type { ChainNamespace, Network } from '@portico/kernel/extend'
import type { UniversalProposalNamespaces } from './UniversalProviderLike.ts'

// The methods and events a core host's proposal asks for, as AppKit's universal adapter does
// (WalletConnect's names; the same lists as @portico/adapter-walletconnect's proposal).
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
  bip122: { methods: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'], events: ['bip122_addressesChanged'] },
  polkadot: { methods: ['polkadot_signTransaction', 'polkadot_signMessage'], events: [] },
}

/**
 * The optional namespaces of a core host's proposal: per namespace of the configured networks,
 * their CAIP-2 ids, the methods and events above, and an `rpcMap` of each network's first http
 * url, so the universal provider reads from the host's RPC.
 */
export function proposalNamespaces(networks: readonly Network[]): UniversalProposalNamespaces {
  const namespaces: UniversalProposalNamespaces = {}
  for (const network of networks) {
    const { methods, events } = requested[network.chainNamespace]
    const namespace = (namespaces[network.chainNamespace] ??= { chains: [], methods: [...methods], events: [...events], rpcMap: {} })
    if (namespace.chains.includes(network.caipNetworkId)) continue
    namespace.chains.push(network.caipNetworkId)
    const rpcUrl = network.rpcUrls.default?.http[0]
    if (rpcUrl !== undefined && namespace.rpcMap) namespace.rpcMap[network.caipNetworkId.slice(network.caipNetworkId.indexOf(':') + 1)] = rpcUrl
  }
  return namespaces
}
