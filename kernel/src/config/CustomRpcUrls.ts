import * as t from 'io-ts'
import { HttpUrl } from './HttpUrl.ts'
import { ObjectValue } from './ObjectValue.ts'

const CustomRpcUrl = t.intersection([t.type({ url: HttpUrl }), t.partial({ config: ObjectValue })], 'an RPC url { url, config? }')

/**
 * AppKit's `customRpcUrls`: RPC urls by CAIP-2 network id (`{ 'eip155:1': [{ url }] }`), used
 * before the network's own; `config` (viem's HTTP transport options) is kept but not applied.
 */
export const CustomRpcUrls = t.record(t.string, t.array(CustomRpcUrl, 'a list of RPC urls { url, config? }'), 'CustomRpcUrls')
/** RPC urls by CAIP-2 network id. */
export type CustomRpcUrls = t.TypeOf<typeof CustomRpcUrls>
