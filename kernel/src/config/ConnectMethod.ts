import type * as t from 'io-ts'
import { oneOf } from './oneOf.ts'

/** A group of the Connect view (SPEC §2): e-mail, social logins, or wallets. */
export const ConnectMethod = oneOf(['email', 'social', 'wallet'], 'ConnectMethod')
/** A connect method. */
export type ConnectMethod = t.TypeOf<typeof ConnectMethod>
