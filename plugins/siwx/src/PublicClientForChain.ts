import type { CaipNetworkId } from '@portico/kernel/extend'
import type { Client } from 'viem'

/** Gives a viem public client for an eip155 network (CAIP-2 id), or undefined to check EOAs offline. */
export type PublicClientForChain = (chainId: CaipNetworkId) => Client | undefined
