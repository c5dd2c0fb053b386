import * as t from 'io-ts'

const SolanaNetwork = t.refinement(t.string, (value) => /^solana:[A-Za-z0-9]{1,32}$/.test(value), 'a solana CAIP-2 network id (solana:<genesis hash prefix> or solana:localnet)')
const HttpUrl = t.refinement(t.string, (value) => /^https?:\/\/[^\s]+$/.test(value), 'an http(s) URL')

/**
 * The config's `solana`: per Solana network (CAIP-2 `solana:…`, as the on-ramp providers' assets
 * name it), the JSON-RPC URL the service reads that network's transactions from (to check an
 * on-ramp's reported delivery on chain).
 */
export const SolanaConfig = t.array(t.type({ network: SolanaNetwork, rpcUrl: HttpUrl }), 'a list of { network, rpcUrl }')
/** The config's `solana`. */
export type SolanaConfig = t.TypeOf<typeof SolanaConfig>
