import type { Address } from 'viem'
import type { PayConfig } from '../../service/src/exchanges/PayConfig.ts'
import { exchangeFunder } from './exchangeFunder.ts'
import { exchangeStandIn } from './exchangeStandIn.ts'
import type { ExchangeStandIn } from './exchangeStandIn.ts'

/** The harness's exchange stand-in and the service config (`pay`) that offers it. */
export interface HarnessExchanges {
  standIn: ExchangeStandIn
  /** The service config's `pay` for it. */
  config: PayConfig
  stop(): Promise<void>
}

const image = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#0e8a5f"/><text x="20" y="26" font-size="16" font-family="sans-serif" text-anchor="middle" fill="#fff">CX</text></svg>')}`

/**
 * Starts "Cove Exchange (stand-in)" (`exchangeStandIn`; no real exchange runs here), withdrawing
 * ETH and PTT on each anvil chain from anvil account 6 (`exchangeFunder`). Test-only key.
 */
export async function startExchangeStandIns(chains: readonly { chainId: number; rpcUrl: string; tokenAddress: Address }[], port: number | undefined = undefined): Promise<HarnessExchanges> {
  const assets = chains.flatMap((chain) => [
    { network: `eip155:${chain.chainId}`, asset: 'native', symbol: 'ETH', decimals: 18 },
    { network: `eip155:${chain.chainId}`, asset: chain.tokenAddress, symbol: 'PTT', decimals: 18 },
  ])
  const name = 'Cove Exchange (stand-in)'
  const apiKey = 'sk_test_cove'
  const standIn = await exchangeStandIn({
    name,
    apiKey,
    assets,
    payOut: exchangeFunder(Object.fromEntries(chains.map((chain) => [`eip155:${chain.chainId}`, chain.rpcUrl]))),
    ...(port === undefined ? {} : { port }),
  })
  return { standIn, config: { exchanges: [{ id: 'cove', name, imageUrl: image, url: standIn.url, apiKey, assets }] }, stop: () => standIn.stop() }
}
