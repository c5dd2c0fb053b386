import * as t from 'io-ts'
import { isAddress } from 'viem'
import { closedType } from './closedType.ts'

const AddressString = new t.Type<string, string, unknown>(
  'an address (0x and 40 hex digits)',
  (value): value is string => typeof value === 'string' && isAddress(value, { strict: false }),
  (value, context) => (typeof value === 'string' && isAddress(value, { strict: false }) ? t.success(value) : t.failure(value, context)),
  (value) => value,
)

const SwapTokenEntry = closedType({ address: AddressString }, { suggested: t.boolean, iconUrl: t.string }, 'a token { address, suggested?, iconUrl? }')
const SwapTokenEntries = t.array(SwapTokenEntry, 'a list of tokens { address, suggested?, iconUrl? }')

const UniswapV2Chain = closedType(
  { chainId: t.number, router: AddressString, factory: AddressString, weth: AddressString, tokens: SwapTokenEntries },
  {},
  'a swap chain { chainId, router, factory, weth, tokens }',
)

const AggregatorChain = closedType({ chainId: t.number, tokens: SwapTokenEntries }, {}, 'an aggregator chain { chainId, tokens }')

const Aggregator = closedType(
  { url: t.string, apiKey: t.string, chains: t.array(AggregatorChain, 'a list of aggregator chains') },
  {},
  'an aggregator { url, apiKey, chains }',
)

/**
 * The config's `swaps`: the chains with a Uniswap v2 exchange (`chains`: its router, factory,
 * wrapped native token, and the ERC-20s offered, `suggested` ones in the short list), and
 * optionally a hosted aggregator with a 0x-Swap-API-like HTTP shape (`aggregator`: its url, API
 * key, and the chains it serves with their tokens). Every swap chain is also one of the config's
 * `chains` (its RPC reads the tokens, allowances and gas). Unknown fields are refused.
 */
export const SwapsConfig = closedType(
  { chains: t.array(UniswapV2Chain, 'a list of swap chains') },
  { aggregator: Aggregator },
  'swaps { chains, aggregator? }',
)
/** The config's `swaps`, decoded. */
export type SwapsConfig = t.TypeOf<typeof SwapsConfig>
