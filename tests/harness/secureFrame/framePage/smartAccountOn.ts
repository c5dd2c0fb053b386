import { createPublicClient, defineChain, http } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { SmartAccountOnChain } from '../../../../service/frame/src/page/SmartAccountOnChain.ts'
import { safeAccountOf } from '../../../../service/frame/src/page/safeAccountOf.ts'
import type { SecureFrameConfig } from '../../../../service/frame/src/page/SecureFrameConfig.ts'

const prepared = new Map<string, Promise<SmartAccountOnChain>>()

/**
 * The owner's smart account on `chainId`, made once per owner and chain (its address is computed:
 * nothing is sent), or undefined where the frame's config gives the chain no smart accounts.
 */
export function smartAccountOn(config: SecureFrameConfig, owner: PrivateKeyAccount, chainId: number): Promise<SmartAccountOnChain> | undefined {
  const network = config.smartAccounts[String(chainId)]
  const rpcUrl = config.chains[String(chainId)]
  if (!network || rpcUrl === undefined) return undefined
  const key = `${owner.address}:${chainId}`
  let found = prepared.get(key)
  if (!found) {
    const chain = defineChain({ id: chainId, name: `Chain ${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } })
    const client = createPublicClient({ chain, transport: http(rpcUrl) })
    found = safeAccountOf(owner, client, network.contracts).then((account) => ({
      chainId,
      account,
      client,
      bundler: createBundlerClient({ account, client, transport: http(network.bundlerUrl), pollingInterval: 250 }),
    }))
    found.catch(() => prepared.delete(key))
    prepared.set(key, found)
  }
  return found
}
