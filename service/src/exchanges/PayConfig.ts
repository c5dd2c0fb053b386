import * as t from 'io-ts'
import { closedType } from '../swaps/closedType.ts'

const caip2 = /^(eip155|solana):[A-Za-z0-9]{1,32}$/
const Caip2 = new t.Type<string, string, unknown>(
  'a CAIP-2 chain id (eip155:1, solana:localnet)',
  (value): value is string => typeof value === 'string' && caip2.test(value),
  (value, context) => (typeof value === 'string' && caip2.test(value) ? t.success(value) : t.failure(value, context)),
  (value) => value,
)

const Asset = closedType(
  { network: Caip2, asset: t.string, symbol: t.string, decimals: t.number },
  {},
  'an asset { network, asset ("native" or the token address), symbol, decimals }',
)

const Exchange = closedType(
  { id: t.string, name: t.string, imageUrl: t.string, url: t.string, apiKey: t.string, assets: t.array(Asset, 'a list of assets') },
  {},
  'an exchange { id, name, imageUrl, url, apiKey, assets }',
)

/**
 * The config's `pay`: the exchanges a payment can be made from (AppKit's Pay with exchange), each a
 * hosted exchange with the deposit HTTP shape of `httpExchangeProvider` (its base `url`, the secret
 * key its API takes), what the modal shows of it (name, image) and the assets it withdraws by
 * CAIP-2 network (`asset` is `native` or the token's address). Unknown fields are refused.
 */
export const PayConfig = closedType({ exchanges: t.array(Exchange, 'a list of exchanges') }, {}, 'pay { exchanges }')
/** The config's `pay`, decoded. */
export type PayConfig = t.TypeOf<typeof PayConfig>
