import { rpcErrorCodes, toProviderError } from '@portico/kernel/extend'
import type { Chain, Client } from 'viem'
import { addChain, switchChain } from 'viem/actions'
import { throughProviderErrors } from './throughProviderErrors.ts'

/**
 * Moves the wallet to a chain (`wallet_switchEthereumChain`); when the wallet does not know it
 * (4902), adds it (`wallet_addEthereumChain` with the chain's name, currency, RPC urls and
 * explorer) and switches again. Errors come out as ProviderErrors.
 */
export async function switchWalletNetwork(client: Client, chain: Chain): Promise<void> {
  try {
    await switchChain(client, { id: chain.id })
  } catch (error) {
    const mapped = toProviderError(error)
    if (mapped.code !== rpcErrorCodes.SWITCH_CHAIN_ERROR.code) throw mapped
    await throughProviderErrors(() => addChain(client, { chain }))
    await throughProviderErrors(() => switchChain(client, { id: chain.id }))
  }
}
