import { rpcErrorCodes, toProviderError } from '@portico/kernel'
import type { Chain, WalletClient } from 'viem'
import { throughProviderErrors } from './throughProviderErrors.ts'

/**
 * Moves the wallet to a chain (`wallet_switchEthereumChain`); when the wallet does not know it
 * (4902), adds it (`wallet_addEthereumChain` with the chain's name, currency, RPC urls and
 * explorer) and switches again. Errors come out as ProviderErrors.
 */
export async function switchWalletNetwork(client: WalletClient, chain: Chain): Promise<void> {
  try {
    await client.switchChain({ id: chain.id })
  } catch (error) {
    const mapped = toProviderError(error)
    if (mapped.code !== rpcErrorCodes.SWITCH_CHAIN_ERROR.code) throw mapped
    await throughProviderErrors(() => client.addChain({ chain }))
    await throughProviderErrors(() => client.switchChain({ id: chain.id }))
  }
}
