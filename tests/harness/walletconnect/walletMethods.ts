/** The methods and events the test wallet approves in a session, per namespace; it answers each of these methods. */
export const walletMethods = {
  eip155: {
    methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'eth_accounts', 'eth_requestAccounts', 'eth_chainId', 'wallet_switchEthereumChain'],
    events: ['accountsChanged', 'chainChanged'],
  },
  solana: {
    methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_getAccounts', 'solana_requestAccounts'],
    events: ['accountsChanged', 'chainChanged'],
  },
} as const
