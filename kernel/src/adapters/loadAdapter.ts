import { runInAction } from 'mobx'
import type { AdapterDefinition } from '../contracts/AdapterDefinition.ts'
import type { ChainAdapter } from '../contracts/ChainAdapter.ts'
import type { ConnectorAdapter } from '../contracts/ConnectorAdapter.ts'
import { AdapterInvalidError } from '../errors/AdapterInvalidError.ts'
import { adapterContextOf } from './adapterContextOf.ts'
import type { AdapterWorkHost } from './AdapterWorkHost.ts'
import { checkAdapterInstance } from './checkAdapterInstance.ts'
import { destroySafely } from './destroySafely.ts'

/**
 * Loads one listed adapter with its context and adds it to the registry once it keeps the
 * adapter contract; a failure is reported, and the adapter is tried again by a connect through
 * one of its connectors (`loadOffering`). An adapter arriving after the registry is destroyed is
 * torn down at once.
 */
export async function loadAdapter(registry: AdapterWorkHost, definition: AdapterDefinition): Promise<void> {
  const failed = registry.work?.failed
  try {
    const instance = await definition.load(adapterContextOf(registry, definition))
    const problems = checkAdapterInstance(definition, instance)
    if (problems.length > 0) {
      destroySafely(registry.root.logger, instance)
      // A chain adapter that cannot connect is AppKit's adapter without its clients (SPEC §8).
      const clientless = definition.kind === 'chain' && problems.some((problem) => /^(dis)?connect is not/.test(problem))
      const message = clientless ? 'ConnectionControllerClient and NetworkControllerClient must be set' : `Adapter "${definition.id}" breaks the adapter contract`
      throw new AdapterInvalidError(message, problems.join('; '))
    }
    if (!registry.isLive()) return destroySafely(registry.root.logger, instance)
    runInAction(() => {
      if (definition.kind === 'chain') registry.chains = new Map(registry.chains).set(definition.namespace, instance as ChainAdapter)
      else registry.connectorAdapters = [...registry.connectorAdapters, { id: definition.id, instance: instance as ConnectorAdapter }]
      registry.capabilities = [...new Set([...registry.capabilities, ...instance.capabilities])]
    })
    failed?.delete(definition.id)
  } catch (error) {
    failed?.add(definition.id)
    registry.report('ADAPTER_LOAD_FAILED', definition.id, error)
  }
}
