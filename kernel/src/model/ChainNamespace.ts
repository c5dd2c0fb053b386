import * as t from 'io-ts'

/** The chain namespaces Portico knows (SPEC §1): EVM, Solana, Bitcoin and Polkadot. */
export const ChainNamespace = t.keyof({ eip155: null, solana: null, bip122: null, polkadot: null }, 'ChainNamespace')
/** A chain namespace. */
export type ChainNamespace = t.TypeOf<typeof ChainNamespace>
