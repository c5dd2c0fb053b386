/** SPEC §9's swap networks (chain ids); a provider may declare more (the local chains). */
export const swapNetworks: readonly number[] = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]
