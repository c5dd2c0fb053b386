import type { AdapterDefinition } from '../contracts/AdapterDefinition.ts'
import type { ChainAdapter } from '../contracts/ChainAdapter.ts'
import type { ConnectorAdapter } from '../contracts/ConnectorAdapter.ts'
import { optionalOperations } from './optionalOperations.ts'

/**
 * What is wrong with a loaded adapter, as readable lines; empty when it keeps the contract:
 * its namespaces match its definition, every capability starts with one of its namespaces and
 * `:`, each optional operation exists exactly when its capability is announced, and each
 * extension is announced under its own key.
 */
export function checkAdapterInstance(definition: AdapterDefinition, instance: ChainAdapter | ConnectorAdapter): string[] {
  const problems: string[] = []
  if (typeof instance !== 'object' || instance === null) return ['load() did not resolve an object']
  if (!Array.isArray(instance.capabilities)) return ['capabilities is not a list']
  if (typeof instance.getConnectors !== 'function') problems.push('getConnectors is not a function')
  const namespaces = definition.kind === 'chain' ? [definition.namespace] : definition.namespaces
  for (const capability of instance.capabilities) {
    if (typeof capability !== 'string' || !namespaces.some((namespace) => capability.startsWith(`${namespace}:`))) {
      problems.push(`capability ${JSON.stringify(capability)} does not start with ${namespaces.map((namespace) => `${namespace}:`).join(' or ')}`)
    }
  }
  if (definition.kind === 'chain') {
    const chain = instance as ChainAdapter
    if (chain.namespace !== definition.namespace) problems.push(`namespace is ${String(chain.namespace)}, its definition says ${definition.namespace}`)
    if (typeof chain.connect !== 'function') problems.push('connect is not a function')
    if (typeof chain.disconnect !== 'function') problems.push('disconnect is not a function')
    for (const [operation, capability] of Object.entries(optionalOperations)) {
      const announced = chain.capabilities.includes(`${definition.namespace}:${capability}`)
      const present = typeof chain[operation as keyof typeof optionalOperations] === 'function'
      if (announced !== present) {
        problems.push(announced ? `${operation} is missing though ${definition.namespace}:${capability} is announced` : `${operation} exists but ${definition.namespace}:${capability} is not announced`)
      }
    }
    for (const key of Object.keys(chain.extensions ?? {})) {
      if (!key.startsWith(`${definition.namespace}:`)) problems.push(`extension ${JSON.stringify(key)} does not start with ${definition.namespace}:`)
      else if (!chain.capabilities.includes(key)) problems.push(`extension ${key} is offered but not announced as a capability`)
    }
  } else if (typeof (instance as ConnectorAdapter).getProvider !== 'function') {
    problems.push('getProvider is not a function')
  }
  return problems
}
