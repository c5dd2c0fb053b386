import type { Network } from '@portico/kernel'
import { arbitrum, avalanche, base, baseSepolia, bsc, celo, gnosis, mainnet, optimism, polygon, sepolia, zksync, zora } from '@portico/kernel/networks'
import { arbitrumGoerli } from './arbitrumGoerli.ts'
import { aurora } from './aurora.ts'
import { avalancheFuji } from './avalancheFuji.ts'
import { baseGoerli } from './baseGoerli.ts'
import { bscTestnet } from './bscTestnet.ts'
import { goerli } from './goerli.ts'
import { optimismGoerli } from './optimismGoerli.ts'
import { polygonMumbai } from './polygonMumbai.ts'
import { zoraTestnet } from './zoraTestnet.ts'
import { zksyncGoerliTestnet } from './zksyncGoerliTestnet.ts'

/**
 * SPEC §9's supported EVM networks as kernel Networks, by viem's names (chain ids 1, 5,
 * 11155111, 10, 420, 42161, 421613, 137, 80001, 42220, 56, 97, 43114, 43113, 324, 280, 100,
 * 8453, 84531, 84532, 7777777, 999 and Aurora's 1313161554): plain data, the kernel's networks
 * where it has them, so importing them loads no viem (each equals viem's chain, see the test).
 */
export const evmNetworks = {
  mainnet,
  goerli,
  sepolia,
  optimism,
  optimismGoerli,
  arbitrum,
  arbitrumGoerli,
  polygon,
  polygonMumbai,
  celo,
  bsc,
  bscTestnet,
  avalanche,
  avalancheFuji,
  zksync,
  zksyncGoerliTestnet,
  gnosis,
  base,
  baseGoerli,
  baseSepolia,
  zora,
  zoraTestnet,
  aurora,
} as const satisfies Record<string, Network>
