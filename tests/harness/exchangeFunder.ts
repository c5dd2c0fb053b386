import { createWalletClient, erc20Abi, http } from 'viem'
import type { HDAccount } from 'viem/accounts'
import { anvilAccounts } from './anvilAccounts.ts'
import type { ExchangeStandInAsset } from './exchangeStandIn.ts'
import { localChainOf } from './localChainOf.ts'

/** TEST ONLY: the account the exchange stand-in pays from: anvil account 6 (ETH and PTT, used by nothing else in the harness). */
export function exchangeEvmFunder(): HDAccount {
  return anvilAccounts()[6]!
}

/**
 * The exchange stand-in's `payOut` on the anvil chains (RPC by CAIP-2 id): sends the amount of ETH,
 * or of the ERC-20 token (`transfer`), from anvil account 6 to the recipient and resolves with the
 * transaction's hash once sent (its confirmation is for the client to read); throws for a network
 * it has no RPC for.
 */
export function exchangeFunder(rpcUrls: Readonly<Record<string, string>>): (asset: ExchangeStandInAsset, recipient: string, amount: bigint) => Promise<string> {
  return async (asset, recipient, amount) => {
    const rpcUrl = rpcUrls[asset.network]
    if (rpcUrl === undefined) throw new Error(`No funded account on ${asset.network}`)
    const client = createWalletClient({ account: exchangeEvmFunder(), chain: await localChainOf(rpcUrl), transport: http(rpcUrl) })
    const to = recipient as `0x${string}`
    if (asset.asset === 'native') return client.sendTransaction({ to, value: amount })
    return client.writeContract({ address: asset.asset as `0x${string}`, abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
  }
}
