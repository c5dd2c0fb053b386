import { createPublicClient, defineChain, http } from 'viem'
import type { Address } from 'viem'
import { toAccount } from 'viem/accounts'
import { safeAccountOf } from '../../service/frame/src/page/safeAccountOf.ts'
import type { SmartAccountContracts } from './SmartAccountContracts.ts'

function cannotSign(): never {
  throw new Error('safeAddressOf computes an address only; it signs nothing')
}

/**
 * The address of the Safe smart account `owner` alone owns on a harness chain with `contracts`:
 * the frame page's own `safeAccountOf`, over an owner known by its address only (the harness's
 * faucet learns no key), so the address is the one the page's smart account has.
 */
export async function safeAddressOf(owner: Address, chain: { chainId: number; rpcUrl: string }, contracts: SmartAccountContracts): Promise<Address> {
  const viemChain = defineChain({ id: chain.chainId, name: `anvil ${chain.chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } })
  const account = toAccount({ address: owner, signMessage: cannotSign, signTransaction: cannotSign, signTypedData: cannotSign })
  const safe = await safeAccountOf(account, createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) }), contracts)
  return safe.address
}
