import * as t from 'io-ts'
import { Wallet } from './Wallet.ts'

/** A page of the wallet registry as the project service answers it: the total and the wallets. */
export const WalletPage = t.type({ count: t.number, data: t.array(Wallet) }, 'WalletPage')
/** A page of the wallet registry. */
export type WalletPage = t.TypeOf<typeof WalletPage>
