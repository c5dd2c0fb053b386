import * as t from 'io-ts'

const Bip122Network = t.refinement(t.string, (value) => /^bip122:[0-9a-f]{32}$/.test(value), 'a bip122 CAIP-2 network id (bip122:<32 hex characters>)')
const HttpUrl = t.refinement(t.string, (value) => /^https?:\/\/[^\s]+$/.test(value), 'an http(s) URL')

/**
 * The config's `bitcoin`: per Bitcoin network (CAIP-2 `bip122:…`), the base URL of an
 * Esplora-compatible API (Blockstream's or mempool.space's `/api`, or one's own electrs) that
 * `/bitcoin/{network}/...` reads UTXOs and fee estimates from and broadcasts through.
 */
export const BitcoinConfig = t.array(t.type({ network: Bip122Network, esploraUrl: HttpUrl }), 'a list of { network, esploraUrl }')
/** The config's `bitcoin`. */
export type BitcoinConfig = t.TypeOf<typeof BitcoinConfig>
