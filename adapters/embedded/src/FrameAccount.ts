import * as t from 'io-ts'
import { FrameAccountType } from './FrameAccountType.ts'

/** One account of an embedded wallet, as the social-connect and get-user successes list it. */
export const FrameAccount = t.strict({ address: t.string, type: FrameAccountType }, 'FrameAccount')
/** One account of an embedded wallet. */
export type FrameAccount = t.TypeOf<typeof FrameAccount>
