import * as t from 'io-ts'

const Asset = t.type({ chainId: t.string, symbol: t.string, name: t.string, decimals: t.number }, 'an on-ramp asset')

/** An on-ramp provider as the service lists it (`GET /onramp/providers`): what the providers view shows, and what it sells. */
export const OnRampProviderInfo = t.type(
  {
    id: t.string,
    name: t.string,
    logoUrl: t.string,
    feeRange: t.type({ min: t.number, max: t.number }),
    namespaces: t.array(t.string),
    paymentMethods: t.array(t.string),
    fiatCurrencies: t.array(t.string),
    chains: t.array(t.string),
    assets: t.array(Asset),
  },
  'OnRampProviderInfo',
)
/** An on-ramp provider. */
export type OnRampProviderInfo = t.TypeOf<typeof OnRampProviderInfo>
