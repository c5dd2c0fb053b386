import { createPublicClient, defineChain, http } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { SecureFrameConfig } from './SecureFrameConfig.ts'
import type { SmartAccountOnChain } from './SmartAccountOnChain.ts'

/**
 * The page's `smartAccountOn` for its config: the owner's Safe (1.4.1, EntryPoint v0.7, through
 * Safe4337Module, with the config's contract addresses; permissionless's `toSafeSmartAccount`) on
 * a chain the config gives smart accounts, its user operations sent to the chain's bundler. Made
 * once per owner and chain (its address is computed: nothing is sent); undefined elsewhere.
 */
export function smartAccountsOf(config: SecureFrameConfig): (owner: PrivateKeyAccount, chainId: number) => Promise<SmartAccountOnChain> | undefined {
  const prepared = new Map<string, Promise<SmartAccountOnChain>>()
  return (owner, chainId) => {
    const network = config.smartAccounts[String(chainId)]
    const rpcUrl = config.chains[String(chainId)]
    if (!network || rpcUrl === undefined) return undefined
    const key = `${owner.address}:${chainId}`
    let found = prepared.get(key)
    if (!found) {
      const { contracts } = network
      const chain = defineChain({ id: chainId, name: `Chain ${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } })
      const client = createPublicClient({ chain, transport: http(rpcUrl) })
      // permissionless loads with the first smart account, not with the page.
      found = import('./safeAccountOf.ts').then(({ safeAccountOf }) => safeAccountOf(owner, client, contracts)).then((account) => ({ chainId, account, client, bundler: createBundlerClient({ account, client, transport: http(network.bundlerUrl), pollingInterval: 250 }) }))
      found.catch(() => prepared.delete(key))
      prepared.set(key, found)
    }
    return found
  }
}
