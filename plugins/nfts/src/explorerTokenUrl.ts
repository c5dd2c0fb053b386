import type { Network } from '@portico/kernel'

/**
 * The block explorer's page of one token (`{explorer}/token/{contract}?a={tokenId}`, as Etherscan
 * and Blockscout read it) with the explorer's name, when the network has an http(s) explorer.
 */
export function explorerTokenUrl(network: Network | undefined, contract: string, tokenId: string): { url: string; name: string } | undefined {
  const explorer = network?.blockExplorers?.['default'] ?? Object.values(network?.blockExplorers ?? {})[0]
  if (!explorer || !/^0x[0-9a-fA-F]{40}$/.test(contract) || !/^\d+$/.test(tokenId)) return undefined
  try {
    const base = new URL(explorer.url)
    if ((base.protocol !== 'https:' && base.protocol !== 'http:') || base.hostname === '') return undefined
    const url = new URL(`${base.href.replace(/\/+$/, '')}/token/${contract}`)
    url.searchParams.set('a', tokenId)
    return { url: url.toString(), name: explorer.name }
  } catch {
    return undefined
  }
}
