import { testSwapTokens } from '../../plugins/swaps/src/testing/testSwapTokens.ts'
import { storySwapIcons } from './storySwapIcons.ts'

const { ETH, PTT, PUSD } = testSwapTokens('eip155:1')

/** The story tokens on Ethereum, as the story provider lists them: ETH (native, with its icon), PTT and PUSD. */
export const storySwapTokens = { ETH: { ...ETH, iconUrl: storySwapIcons.ETH }, PTT, PUSD }
