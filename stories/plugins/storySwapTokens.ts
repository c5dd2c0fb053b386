import { testSwapTokens } from '../../plugins/swaps/src/testing/testSwapTokens.ts'

/** The story tokens on Ethereum: ETH (native), PTT and PUSD. */
export const storySwapTokens = testSwapTokens('eip155:1')
