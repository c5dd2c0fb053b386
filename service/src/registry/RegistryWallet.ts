import * as t from 'io-ts'

const OptionalLink = t.union([t.string, t.null], 'a string or null')

/** A wallet of the registry `/wallets` serves: the kernel's `Wallet` fields (`id`, `name`, then links and image). */
export const RegistryWallet = t.intersection(
  [
    t.type({ id: t.string, name: t.string }),
    t.partial({
      rdns: OptionalLink,
      homepage: t.string,
      image_id: t.string,
      image_url: t.string,
      mobile_link: OptionalLink,
      desktop_link: OptionalLink,
      webapp_link: OptionalLink,
    }),
  ],
  'a wallet { id, name, rdns?, homepage?, image_url?, mobile_link?, desktop_link?, webapp_link? }',
)
/** A wallet of the registry. */
export type RegistryWallet = t.TypeOf<typeof RegistryWallet>
