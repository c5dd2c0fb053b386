import type { Network } from '@portico/kernel'
import {
  arbitrum,
  arbitrumGoerli,
  aurora,
  avalanche,
  avalancheFuji,
  base,
  baseGoerli,
  baseSepolia,
  bsc,
  bscTestnet,
  celo,
  gnosis,
  goerli,
  mainnet,
  optimism,
  optimismGoerli,
  polygon,
  polygonMumbai,
  sepolia,
  zksync,
  zora,
  zoraTestnet,
} from 'viem/chains'
import { toPorticoNetwork } from './toPorticoNetwork.ts'
import { zksyncGoerliTestnet } from './zksyncGoerliTestnet.ts'

/**
 * SPEC §9's supported EVM networks as kernel Networks, by viem's names (chain ids 1, 5,
 * 11155111, 10, 420, 42161, 421613, 137, 80001, 42220, 56, 97, 43114, 43113, 324, 280, 100,
 * 8453, 84531, 84532, 7777777, 999 and Aurora's 1313161554), from `viem/chains`.
 */
export const evmNetworks = {
  mainnet: toPorticoNetwork(mainnet),
  goerli: toPorticoNetwork(goerli),
  sepolia: toPorticoNetwork(sepolia),
  optimism: toPorticoNetwork(optimism),
  optimismGoerli: toPorticoNetwork(optimismGoerli),
  arbitrum: toPorticoNetwork(arbitrum),
  arbitrumGoerli: toPorticoNetwork(arbitrumGoerli),
  polygon: toPorticoNetwork(polygon),
  polygonMumbai: toPorticoNetwork(polygonMumbai),
  celo: toPorticoNetwork(celo),
  bsc: toPorticoNetwork(bsc),
  bscTestnet: toPorticoNetwork(bscTestnet),
  avalanche: toPorticoNetwork(avalanche),
  avalancheFuji: toPorticoNetwork(avalancheFuji),
  zksync: toPorticoNetwork(zksync),
  zksyncGoerliTestnet,
  gnosis: toPorticoNetwork(gnosis),
  base: toPorticoNetwork(base),
  baseGoerli: toPorticoNetwork(baseGoerli),
  baseSepolia: toPorticoNetwork(baseSepolia),
  zora: toPorticoNetwork(zora),
  zoraTestnet: toPorticoNetwork(zoraTestnet),
  aurora: toPorticoNetwork(aurora),
} as const satisfies Record<string, Network>
