/** Where a swap is: the form (and its preview), a fresh quote before signing, the wallet steps, done. */
export type SwapPhase = 'form' | 'confirming' | 'approving' | 'swapping' | 'success'
