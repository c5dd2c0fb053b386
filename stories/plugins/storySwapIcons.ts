import { storyImage } from '../storyImage.ts'

/** The story swap tokens' icons: ETH's (the image Account's ETH row has); PTT and PUSD have none (their generated marks). */
export const storySwapIcons = { ETH: storyImage('ETH', 230) }
