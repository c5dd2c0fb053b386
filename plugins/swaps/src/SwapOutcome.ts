/** How a swap ended. */
export type SwapOutcome = 'swapped' | 'declined' | 'priceChanged' | 'failed'
