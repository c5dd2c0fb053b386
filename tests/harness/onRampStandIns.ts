import { onRampStandIn } from '../../service/src/onramp/testing/onRampStandIn.ts'
import type { OnRampStandIn } from '../../service/src/onramp/testing/onRampStandIn.ts'
import type { OnRampConfig } from '../../service/src/onramp/OnRampConfig.ts'
import { onRampFunder } from './onRampFunder.ts'
import type { OnRampFunderOptions } from './onRampFunder.ts'

/** The harness's two on-ramp stand-ins and the service config that offers them. */
export interface HarnessOnRamps {
  standIns: readonly OnRampStandIn[]
  /** The service config's `onramp` for them. */
  config: OnRampConfig
  stop(): Promise<void>
}

/** What the stand-ins charge on top, in basis points: SPEC §9's 1-2 % (card 2 % / 1.5 %, bank 1 %). */
export const harnessOnRampFees = { ramp: { card: 200, bank: 100 }, meridian: { card: 150, bank: 100 } } as const

/** The stand-ins' prices in cents: ETH 3000 USD / 2500 EUR, SOL 150 USD / 125 EUR. */
const prices = { ETH: { USD: 300_000n, EUR: 250_000n }, SOL: { USD: 15_000n, EUR: 12_500n } } as const

const logo = (initials: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="${colour}"/><text x="20" y="26" font-size="16" font-family="sans-serif" text-anchor="middle" fill="#fff">${initials}</text></svg>`)}`

/**
 * Starts SPEC §9's two on-ramp providers as local stand-ins (`onRampStandIn`; no real on-ramp runs
 * here): "Harbor Ramp (stand-in)", 1-2 % on eip155 (ETH on the anvil chains), and "Meridian Ramp
 * (stand-in)", 1-2 % on eip155 and solana (ETH and SOL on the local runtime), both paying out from
 * the harness's funded test accounts (`onRampFunder`). Test-only keys.
 */
export async function startOnRampStandIns(funder: OnRampFunderOptions, ports: readonly [number, number] | undefined = undefined): Promise<HarnessOnRamps> {
  const payOut = onRampFunder(funder)
  const ethAssets = Object.keys(funder.evm).map((chainId) => ({ chainId, symbol: 'ETH', name: 'Ether', decimals: 18 }))
  const solAssets = funder.solana ? [{ chainId: funder.solana.chainId, symbol: 'SOL', name: 'Solana', decimals: 9 }] : []
  const specs = [
    { id: 'harbor', name: 'Harbor Ramp (stand-in)', colour: '#1f6feb', initials: 'HR', fees: harnessOnRampFees.ramp, assets: ethAssets },
    { id: 'meridian', name: 'Meridian Ramp (stand-in)', colour: '#8250df', initials: 'MR', fees: harnessOnRampFees.meridian, assets: [...ethAssets, ...solAssets] },
  ]
  const standIns: OnRampStandIn[] = []
  try {
    for (const [index, spec] of specs.entries()) {
      const port = ports?.[index]
      standIns.push(
        await onRampStandIn({
          name: spec.name,
          publishableKey: `pk_test_${spec.id}`,
          secretKey: `sk_test_${spec.id}`,
          feeBps: spec.fees,
          assets: spec.assets.map((asset) => ({ chainId: asset.chainId, symbol: asset.symbol, decimals: asset.decimals, priceCents: prices[asset.symbol as 'ETH' | 'SOL'] })),
          payOut,
          ...(port === undefined ? {} : { port }),
        }),
      )
    }
  } catch (error) {
    await Promise.allSettled(standIns.map((standIn) => standIn.stop()))
    throw error
  }
  const config: OnRampConfig = {
    providers: specs.map((spec, index) => ({
      id: spec.id,
      name: spec.name,
      logoUrl: logo(spec.initials, spec.colour),
      url: standIns[index]!.url,
      publishableKey: `pk_test_${spec.id}`,
      secretKey: `sk_test_${spec.id}`,
      feeRange: { min: 1, max: 2 },
      paymentMethods: ['card', 'bank'],
      fiatCurrencies: ['USD', 'EUR'],
      assets: spec.assets,
    })),
  }
  return { standIns, config, stop: async () => void (await Promise.allSettled(standIns.map((standIn) => standIn.stop()))) }
}
