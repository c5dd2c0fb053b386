import type { ChainNamespace, Network } from '@portico/kernel'
import type { ProposalNamespace } from './ProposalNamespace.ts'

/** The methods and events Portico asks a wallet for, per namespace. */
const requested: Record<ChainNamespace, { methods: string[]; events: string[] } | undefined> = {
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
  polkadot: undefined,
}

/** The chain reference of a CAIP-2 id: `31337` of `eip155:31337`. */
function referenceOf(caipNetworkId: string): string {
  return caipNetworkId.slice(caipNetworkId.indexOf(':') + 1)
}

/**
 * The namespaces of a session proposal built from the configured networks: for each of eip155,
 * solana and bip122 that has networks, their CAIP-2 ids, the methods and events Portico uses, and
 * an `rpcMap` of each network's first http url so reads go to the host's RPC, never a public one.
 *
 * All of them are meant as `optionalNamespaces`: WalletConnect deprecated required namespaces
 * (sign-client moves them to optional and wallets may refuse a proposal over one chain they lack),
 * so the wallet approves what it supports and Portico connects the namespaces it got.
 */
export function buildNamespaces(networks: readonly Network[]): Partial<Record<ChainNamespace, ProposalNamespace>> {
  const namespaces: Partial<Record<ChainNamespace, ProposalNamespace>> = {}
  for (const network of networks) {
    const wanted = requested[network.chainNamespace]
    if (!wanted || !network.caipNetworkId.startsWith(`${network.chainNamespace}:`)) continue
    const namespace = (namespaces[network.chainNamespace] ??= { chains: [], methods: [...wanted.methods], events: [...wanted.events], rpcMap: {} })
    if (namespace.chains.includes(network.caipNetworkId)) continue
    namespace.chains.push(network.caipNetworkId)
    const rpcUrl = network.rpcUrls.default?.http[0] ?? Object.values(network.rpcUrls).find((urls) => urls.http.length > 0)?.http[0]
    if (rpcUrl !== undefined) namespace.rpcMap[referenceOf(network.caipNetworkId)] = rpcUrl
  }
  return namespaces
}
