import * as t from 'io-ts'
import { Eip1193Provider } from './Eip1193Provider.ts'

const strings = t.array(t.string, 'a list of strings')

/** A wallet the host brings itself (connector type EXTERNAL). */
export const HostConnector = t.intersection(
  [
    // `id` is stable: it is stored to reconnect after a reload.
    t.type({ id: t.string, name: t.string, provider: Eip1193Provider }),
    // `icon`: a `data:image/` or http(s) URL; `explorerId`: its id in the wallet registry.
    t.partial({ icon: t.string, rdns: t.string, explorerId: t.string }),
  ],
  'a connector { id, name, provider, icon?, rdns?, explorerId? }',
)
/** A host-supplied wallet. */
export type HostConnector = t.TypeOf<typeof HostConnector>

/**
 * Options of `evm()`: host-supplied wallets (EXTERNAL connectors); RPC urls by chain id used
 * instead of the network's own (several make a ranked fallback); the ERC-20 token addresses
 * whose balances `getBalances` reads, by CAIP-2 network id; ENS universal resolvers by CAIP-2
 * network id (Ethereum and Sepolia have theirs by default); the parent name a bare label is
 * read under, by CAIP-2 network id (`{ 'eip155:31337': 'portico' }`: `ada-42` is
 * `ada-42.portico`); and whether to look for browser wallets (EIP-6963 and `window.ethereum`,
 * default true).
 */
export const EvmOptions = t.partial(
  {
    connectors: t.array(HostConnector, 'a list of connectors'),
    rpcUrls: t.record(t.string, strings, 'RPC urls by chain id'),
    tokens: t.record(t.string, strings, 'token addresses by CAIP-2 network id'),
    ensResolvers: t.record(t.string, t.string, 'ENS universal resolver addresses by CAIP-2 network id'),
    nameParents: t.record(t.string, t.string, 'parent names by CAIP-2 network id'),
    discover: t.boolean,
  },
  'EvmOptions',
)
/** Options of `evm()`. */
export type EvmOptions = t.TypeOf<typeof EvmOptions>
