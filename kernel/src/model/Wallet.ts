import * as t from 'io-ts'

/** A wallet of the registry (SPEC §3). */
export const Wallet = t.intersection(
  [
    t.type({ id: t.string, name: t.string }),
    t.partial({
      rdns: t.union([t.string, t.null]),
      image_id: t.string,
      image_url: t.string,
      installed: t.boolean,
      // Where the wallet opens with a WalletConnect pairing URI (checked before use: walletLink).
      mobile_link: t.union([t.string, t.null]),
      desktop_link: t.union([t.string, t.null]),
      webapp_link: t.union([t.string, t.null]),
    }),
  ],
  'Wallet',
)
/** A wallet. */
export type Wallet = t.TypeOf<typeof Wallet>
