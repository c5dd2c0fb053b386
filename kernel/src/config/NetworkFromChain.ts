import * as t from 'io-ts'
import { ChainNamespace } from '../model/ChainNamespace.ts'
import { Network } from '../model/Network.ts'
import { oneOf } from './oneOf.ts'

const namespaces = Object.keys(ChainNamespace.keys) as ChainNamespace[]

// What a host passes: a viem-style chain, with Portico's namespace and CAIP id optional.
const ChainInput = t.intersection([
  t.type({
    id: t.union([t.number, t.string], 'number or string'),
    name: t.string,
    nativeCurrency: t.type({ name: t.string, symbol: t.string, decimals: t.number }, 'a currency { name, symbol, decimals }'),
    rpcUrls: t.record(t.string, t.type({ http: t.readonlyArray(t.string, 'a list of strings') }, 'RPC URLs { http: string[] }')),
  }),
  t.partial({
    chainNamespace: oneOf(namespaces),
    caipNetworkId: t.string,
    blockExplorers: t.record(t.string, t.type({ name: t.string, url: t.string }, 'a block explorer { name, url }')),
    testnet: t.boolean,
    assets: t.partial({ imageUrl: t.string, imageId: t.string }),
  }),
])

/**
 * Decodes a viem-style chain object into a Network (SPEC §3): `chainNamespace` defaults to
 * eip155 and `caipNetworkId` is `${namespace}:${id}`; a given CAIP id must say the same.
 * The chain's other fields (viem's contracts, formatters...) are kept.
 */
export const NetworkFromChain = new t.Type<Network, t.OutputOf<typeof ChainInput>, unknown>(
  'a network (a viem-style chain)',
  (input): input is Network => Network.is(input),
  (input, context) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return t.failure(input, context)
    const chain = ChainInput.validate(input, t.appendContext(context, '', ChainInput, input))
    if (chain._tag === 'Left') return chain
    const chainNamespace = chain.right.chainNamespace ?? 'eip155'
    const caipNetworkId = `${chainNamespace}:${chain.right.id}`
    const given = chain.right.caipNetworkId
    if (given !== undefined && given !== caipNetworkId) {
      const at = t.appendContext(context, 'caipNetworkId', t.string, given)
      return t.failure(given, at, `expected "${caipNetworkId}" (namespace:id), got "${given}"`)
    }
    const network = { ...chain.right, chainNamespace, caipNetworkId }
    return Network.validate(network, t.appendContext(context, '', Network, network))
  },
  (network) => network,
)
