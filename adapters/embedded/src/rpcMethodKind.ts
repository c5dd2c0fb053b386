import { frameRpcMethods } from './frameRpcMethods.ts'

/** How SPEC §6 treats an RPC method: safe (sent as it is), unsafe (the user approves it first), or not allowed. */
export type RpcMethodKind = 'safe' | 'unsafe' | 'unknown'

// SPEC §6: signing, sending and permissions need the user's approval.
const unsafeMethods: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
])

// Every other method the frame answers is a read, or sends what is signed already (eth_sendRawTransaction).
const safeMethods: ReadonlySet<string> = new Set(frameRpcMethods.filter((method) => !unsafeMethods.has(method)))

/** Whether an RPC method is safe, unsafe or not allowed (SPEC §6). */
export function rpcMethodKind(method: string): RpcMethodKind {
  if (safeMethods.has(method)) return 'safe'
  if (unsafeMethods.has(method)) return 'unsafe'
  return 'unknown'
}
