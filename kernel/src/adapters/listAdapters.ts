import type { HostOptions } from '../config/HostOptions.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { AdapterDefinition } from '../contracts/AdapterDefinition.ts'
import { withBundledAdapters } from './withBundledAdapters.ts'
import { AdapterDuplicateError } from '../errors/AdapterDuplicateError.ts'

/**
 * The adapters an instance uses, in the host's order then those they bring along: a second one
 * with an id already listed, or a second chain adapter for a namespace, is left out and reported
 * (the first one wins whatever loads first).
 */
export function listAdapters(definitions: readonly AdapterDefinition[], options: HostOptions, report: (id: string, error: unknown) => void): AdapterDefinition[] {
  const seenIds = new Set<string>()
  const seenNamespaces = new Set<ChainNamespace>()
  const listed: AdapterDefinition[] = []
  for (const definition of withBundledAdapters(definitions, options, report)) {
    if (seenIds.has(definition.id)) {
      report(definition.id, new AdapterDuplicateError(`Two adapters share the id "${definition.id}"`))
      continue
    }
    seenIds.add(definition.id)
    if (definition.kind === 'chain') {
      if (seenNamespaces.has(definition.namespace)) {
        report(definition.id, new AdapterDuplicateError(`A second chain adapter for ${definition.namespace}`))
        continue
      }
      seenNamespaces.add(definition.namespace)
    }
    listed.push(definition)
  }
  return listed
}
