export { nfts } from './nfts.ts'
export type { Nft } from './Nft.ts'
export type { NftsStore, NftsState } from './NftsStore.ts'
