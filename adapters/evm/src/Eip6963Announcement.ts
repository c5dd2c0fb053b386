import * as t from 'io-ts'
import { Eip1193Provider } from './Eip1193Provider.ts'

/** The detail of an `eip6963:announceProvider` event: the wallet's info and its provider. */
export const Eip6963Announcement = t.type(
  {
    info: t.type({ uuid: t.string, name: t.string, icon: t.string, rdns: t.string }),
    provider: Eip1193Provider,
  },
  'Eip6963Announcement',
)
/** An EIP-6963 announcement. */
export type Eip6963Announcement = t.TypeOf<typeof Eip6963Announcement>
