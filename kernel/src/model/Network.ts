import * as t from 'io-ts'
import { ChainNamespace } from './ChainNamespace.ts'

const NativeCurrency = t.type({ name: t.string, symbol: t.string, decimals: t.number })
const RpcUrls = t.record(t.string, t.type({ http: t.array(t.string) }))
const BlockExplorer = t.type({ name: t.string, url: t.string })

/** A network as Portico keeps it (SPEC §3): a viem-style chain with its namespace and CAIP id. */
export const Network = t.intersection(
  [
    t.type({
      id: t.union([t.number, t.string]),
      caipNetworkId: t.string,
      chainNamespace: ChainNamespace,
      name: t.string,
      nativeCurrency: NativeCurrency,
      rpcUrls: RpcUrls,
    }),
    t.partial({
      blockExplorers: t.record(t.string, BlockExplorer),
      testnet: t.boolean,
      assets: t.partial({ imageUrl: t.string, imageId: t.string }),
    }),
  ],
  'Network',
)
/** A network. */
export type Network = t.TypeOf<typeof Network>
