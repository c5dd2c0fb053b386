import * as t from 'io-ts'
import { ChainNamespace } from '../model/ChainNamespace.ts'
import { FunctionValue } from './FunctionValue.ts'
import { oneOf } from './oneOf.ts'

const namespace = oneOf(Object.keys(ChainNamespace.keys) as ChainNamespace[])

/** The shape of an adapter definition: a chain adapter or a connector adapter. */
export const AdapterShape = t.union(
  [
    t.type({ kind: t.literal('chain'), id: t.string, namespace, load: FunctionValue }),
    t.type({ kind: t.literal('connector'), id: t.string, namespaces: t.array(namespace), load: FunctionValue }),
  ],
  "an adapter: { kind: 'chain', id, namespace, load } or { kind: 'connector', id, namespaces, load }",
)
