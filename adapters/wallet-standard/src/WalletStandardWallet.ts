import * as t from 'io-ts'

/**
 * The shape of a Wallet Standard wallet as it arrives from a host or a registration: its name,
 * icon, chains, features and accounts. The object itself is kept (wallets are class instances
 * with getters); this codec only checks it.
 */
export const WalletStandardWallet = t.type(
  {
    name: t.string,
    icon: t.string,
    chains: t.readonlyArray(t.string),
    features: t.UnknownRecord,
    accounts: t.readonlyArray(t.unknown),
  },
  'a Wallet Standard wallet { name, icon, chains, features, accounts }',
)
/** A Wallet Standard wallet as checked. */
export type WalletStandardWallet = t.TypeOf<typeof WalletStandardWallet>
