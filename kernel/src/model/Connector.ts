import * as t from 'io-ts'
import { ChainNamespace } from './ChainNamespace.ts'

/** Connector types (SPEC §3). */
export const ConnectorType = t.keyof(
  { MULTI_CHAIN: null, ANNOUNCED: null, INJECTED: null, EXTERNAL: null, WALLET_CONNECT: null, AUTH: null },
  'ConnectorType',
)
/** A connector type. */
export type ConnectorType = t.TypeOf<typeof ConnectorType>

/** A way to connect a wallet, offered by an adapter (SPEC §3). */
export const Connector = t.intersection(
  [
    t.type({ id: t.string, type: ConnectorType, name: t.string, namespaces: t.array(ChainNamespace) }),
    t.partial({ info: t.partial({ rdns: t.string }), explorerId: t.string, imageUrl: t.string, imageId: t.string }),
  ],
  'Connector',
)
/** A connector. */
export type Connector = t.TypeOf<typeof Connector>
