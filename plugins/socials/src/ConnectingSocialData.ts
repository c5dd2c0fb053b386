import { SocialProvider } from '@portico/kernel/extend'
import * as t from 'io-ts'

/** The route data of the connecting view: the provider whose login popup is open. */
export const ConnectingSocialData = t.type({ provider: SocialProvider }, 'ConnectingSocialData')
