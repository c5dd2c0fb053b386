import * as t from 'io-ts'
import { AdapterShape } from '../config/AdapterShape.ts'
import type { HostOptions } from '../config/HostOptions.ts'
import { keptShape } from '../config/keptShape.ts'
import { decode } from '../decode.ts'
import { ConfigError } from '../errors.ts'
import type { AdapterDefinition } from '../contracts/AdapterDefinition.ts'

// Decoded here, when the adapters load, not with the options: the first load stays small.
const Bundles = t.array(
  t.intersection([t.type({ definition: keptShape<AdapterDefinition>(AdapterShape) }), t.partial({ option: t.string })]),
  'a list of bundled adapters { definition, option? }',
)

/**
 * The adapters to load: the host's, then those they bring along (`bundles`), each of these once
 * by id and only when the host lists none with its id and has not set its option to false. An
 * adapter whose `bundles` are not valid brings nothing, and `report` is told.
 */
export function withBundledAdapters(definitions: readonly AdapterDefinition[], options: HostOptions, report: (id: string, error: unknown) => void): AdapterDefinition[] {
  const ids = new Set(definitions.map(({ id }) => id))
  const brought = definitions.flatMap(({ id, bundles = [] }) => {
    const decoded = decode(Bundles, bundles)
    if (!decoded.ok) report(id, new ConfigError(`Invalid bundles of the adapter "${id}"`, { details: decoded.error }))
    return (decoded.ok ? decoded.value : []).flatMap(({ definition, option }) => {
      if (ids.has(definition.id) || (option && Reflect.get(options, option) === false)) return []
      ids.add(definition.id)
      return [definition]
    })
  })
  return [...definitions, ...brought]
}
