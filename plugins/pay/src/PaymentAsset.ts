import * as t from 'io-ts'

function isCaipNetworkId(input: unknown): input is string {
  return typeof input === 'string' && /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(input)
}

function isAssetId(input: unknown): input is string {
  return typeof input === 'string' && (input === 'native' || /^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/.test(input))
}

function isDecimals(input: unknown): input is number {
  return typeof input === 'number' && Number.isInteger(input) && input >= 0 && input <= 36
}

const CaipNetwork = new t.Type<string, string, unknown>('a CAIP-2 network id such as "eip155:8453"', isCaipNetworkId, (input, context) => (isCaipNetworkId(input) ? t.success(input) : t.failure(input, context)), (value) => value)
const AssetId = new t.Type<string, string, unknown>('"native" or a token address', isAssetId, (input, context) => (isAssetId(input) ? t.success(input) : t.failure(input, context)), (value) => value)
const Decimals = new t.Type<number, number, unknown>('an integer from 0 to 36', isDecimals, (input, context) => (isDecimals(input) ? t.success(input) : t.failure(input, context)), (value) => value)

/**
 * What is paid (AppKit's `PaymentAsset`): the CAIP-2 network, `'native'` or the token's address
 * (an ERC-20 contract), and the asset's name, symbol and decimals.
 */
export const PaymentAsset = t.type({
  network: CaipNetwork,
  asset: AssetId,
  metadata: t.type({ name: t.string, symbol: t.string, decimals: Decimals }),
})
/** What is paid: network, asset and its metadata. */
export type PaymentAsset = t.TypeOf<typeof PaymentAsset>
