import * as t from 'io-ts'
import { OnRampProviderInfo } from './OnRampProviderInfo.ts'

/** `GET /onramp/providers`'s answer. */
export const OnRampProviderList = t.type({ providers: t.array(OnRampProviderInfo) }, 'OnRampProviderList')
