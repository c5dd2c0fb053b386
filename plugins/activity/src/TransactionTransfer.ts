import * as t from 'io-ts'

const SpamFlags = t.type({ is_spam: t.boolean })

const FungibleInfo = t.intersection([
  t.type({ name: t.string, symbol: t.string }),
  t.partial({ address: t.string, icon: t.type({ url: t.string }), flags: SpamFlags }),
])

const NftInfo = t.intersection([
  t.type({ name: t.string, token_id: t.string, collection: t.type({ name: t.string, address: t.string }), flags: SpamFlags }),
  t.partial({ content: t.partial({ preview: t.type({ url: t.string }) }) }),
])

/**
 * One transfer of a transaction (SPEC §3), relative to the account asked about: a fungible token
 * (native when `address` is absent) or an NFT, its direction and its quantity in whole units.
 * Fields the service adds beyond these are allowed and ignored.
 */
export const TransactionTransfer = t.intersection(
  [
    t.type({
      direction: t.union([t.literal('in'), t.literal('out'), t.literal('self')]),
      quantity: t.intersection([t.type({ numeric: t.string }), t.partial({ decimals: t.number })]),
      sender: t.string,
      recipient: t.string,
    }),
    t.partial({ fungible_info: FungibleInfo, nft_info: NftInfo, price: t.number, value: t.number }),
  ],
  'TransactionTransfer',
)
/** One transfer of a transaction. */
export type TransactionTransfer = t.TypeOf<typeof TransactionTransfer>
