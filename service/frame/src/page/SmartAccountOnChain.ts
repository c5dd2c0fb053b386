import type { Chain, PublicClient, Transport } from 'viem'
import type { BundlerClient, SmartAccount } from 'viem/account-abstraction'

/** The user's smart account on one chain: the account, the chain's client, and the bundler client that sends its user operations. */
export interface SmartAccountOnChain {
  chainId: number
  account: SmartAccount
  client: PublicClient<Transport, Chain>
  bundler: BundlerClient
}
