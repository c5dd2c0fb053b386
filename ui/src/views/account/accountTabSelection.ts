import { observable } from 'mobx'
import type { IObservableValue } from 'mobx'
import type { RegistryStore } from '@portico/kernel/internal'

const selections = new WeakMap<RegistryStore, IObservableValue<string | undefined>>()

/**
 * The Account tab last chosen in an instance (by its registry), kept while the instance lives so
 * that back from a tab's own view (an NFT's detail) lands on that tab again. It lives with the
 * modal's code, not in a store: nothing before the first open reads it.
 */
export function accountTabSelection(registry: RegistryStore): IObservableValue<string | undefined> {
  let selection = selections.get(registry)
  if (!selection) {
    selection = observable.box<string | undefined>(undefined)
    selections.set(registry, selection)
  }
  return selection
}
