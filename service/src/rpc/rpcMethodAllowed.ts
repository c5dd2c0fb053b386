// Methods that sign or use the node's own accounts (anvil's are unlocked): never forwarded.
const nodeAccountMethods = new Set([
  'eth_accounts',
  'eth_coinbase',
  'eth_requestAccounts',
  'eth_sendTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_subscribe',
  'eth_unsubscribe',
])
const otherReads = new Set(['net_version', 'net_listening', 'net_peerCount', 'web3_clientVersion', 'web3_sha3'])

/** Whether the RPC proxy forwards a method: the standard `eth_*` reads and `eth_sendRawTransaction`, never node accounts or admin namespaces. */
export function rpcMethodAllowed(method: string): boolean {
  if (method.startsWith('eth_')) return !nodeAccountMethods.has(method)
  return otherReads.has(method)
}
