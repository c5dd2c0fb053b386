import { nativeTokenAddress } from '../nativeTokenAddress.ts'
import type { SwapToken } from '../SwapToken.ts'

/** The test tokens on a chain, with USD prices that make 1 ETH = 1500 PTT = 3000 PUSD: ETH (native), PTT, PUSD (6 decimals). */
export function testSwapTokens(chainId: string): { ETH: SwapToken; PTT: SwapToken; PUSD: SwapToken } {
  return {
    ETH: { chainId, address: nativeTokenAddress, symbol: 'ETH', name: 'Ether', decimals: 18, price: 3000 },
    PTT: { chainId, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'PTT', name: 'Portico Test Token', decimals: 18, price: 2 },
    PUSD: { chainId, address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', symbol: 'PUSD', name: 'Portico Dollar', decimals: 6, price: 1 },
  }
}
