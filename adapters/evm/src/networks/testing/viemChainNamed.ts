import type { Chain } from 'viem'
import * as viemChains from 'viem/chains'

/** viem's chain of that export name (`mainnet`, `zoraTestnet`, ...), for tests that compare networks with it. */
export function viemChainNamed(name: string): Chain | undefined {
  return Object.entries(viemChains).find(([key]) => key === name)?.[1]
}
