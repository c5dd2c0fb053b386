import * as t from 'io-ts'
import { closedType } from '../swaps/closedType.ts'

const Caip2 = new t.Type<string, string, unknown>(
  'a CAIP-2 chain id (eip155:1, solana:localnet)',
  (value): value is string => typeof value === 'string' && /^(eip155|solana):[A-Za-z0-9]{1,32}$/.test(value),
  (value, context) => (typeof value === 'string' && /^(eip155|solana):[A-Za-z0-9]{1,32}$/.test(value) ? t.success(value) : t.failure(value, context)),
  (value) => value,
)

const Asset = closedType({ chainId: Caip2, symbol: t.string, name: t.string, decimals: t.number }, {}, 'an asset { chainId, symbol, name, decimals }')

const EvmAddress = t.refinement(t.string, (value) => /^0x[0-9a-fA-F]{40}$/.test(value), 'an EVM address')

const FeeRange = closedType({ min: t.number, max: t.number }, {}, 'a fee range in percent { min, max }')

const Provider = closedType(
  {
    id: t.string,
    name: t.string,
    logoUrl: t.string,
    url: t.string,
    publishableKey: t.string,
    secretKey: t.string,
    feeRange: FeeRange,
    paymentMethods: t.array(t.string, 'a list of payment methods (card, bank)'),
    fiatCurrencies: t.array(t.string, 'a list of ISO 4217 codes'),
    assets: t.array(Asset, 'a list of assets'),
  },
  { senders: t.array(EvmAddress, 'a list of EVM addresses') },
  'an on-ramp provider { id, name, logoUrl, url, publishableKey, secretKey, feeRange, paymentMethods, fiatCurrencies, assets, senders? }',
)

/**
 * The config's `onramp`: the on-ramp providers the service offers, each a hosted provider with the
 * on-ramp HTTP shape of `httpOnRampProvider` (its base `url`, the publishable key its checkout page
 * takes, the secret key its order API takes), what the modal shows of it (name, logo, fee range in
 * percent, payment methods) and what it sells (fiat currencies, and assets by CAIP-2 chain);
 * `senders`, the EVM addresses it delivers purchases from, lets `/transactions?onramp={id}` list
 * an account's purchases from it. Unknown fields are refused.
 */
export const OnRampConfig = closedType({ providers: t.array(Provider, 'a list of on-ramp providers') }, {}, 'onramp { providers }')
/** The config's `onramp`, decoded. */
export type OnRampConfig = t.TypeOf<typeof OnRampConfig>
