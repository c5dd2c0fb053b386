import type { Address, Hex } from 'viem'

/**
 * The harness's account names: registered under `portico` (`ada-42` is `ada-42.portico`, beside
 * the fixed test names `alice.portico` and `bob.portico`) on the project service, whose EIP-3668
 * gateway signs its answers with `key`; the TestNameResolver on each chain trusts `signer`.
 * A key made for the harness, holding nothing.
 */
export const nameGateway: { parent: string; key: Hex; signer: Address } = {
  parent: 'portico',
  key: '0xdaca2d4e67da71e92cf9ea1bbb3a04f2b4f64302754f65f5e17d8a9c4415d3a5',
  signer: '0x2A3701d2955fe3A53790589d1d6576b614fdf524',
}

/** The gateway URL the resolver reverts with, for a project service at `serviceUrl`. */
export function nameGatewayUrl(serviceUrl: string): string {
  return `${serviceUrl}/names/gateway/{sender}/{data}.json`
}
