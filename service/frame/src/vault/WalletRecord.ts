import * as t from 'io-ts'
import { RecoveryEnvelope } from './RecoveryEnvelope.ts'
import { WalletAddresses } from './WalletAddresses.ts'

/** What the backend keeps of a wallet (`GET`/`POST /api/wallet`): its addresses, the auth share (base64) and the recovery envelope. */
export const WalletRecord = t.type({ addresses: WalletAddresses, authShare: t.string, recovery: RecoveryEnvelope }, 'WalletRecord')

/** What the backend keeps of a wallet. */
export type WalletRecord = t.TypeOf<typeof WalletRecord>
