import type { LazyComponent, RegistryStore } from '@portico/kernel/internal'

/**
 * The code a view shows in its first frame: its own (when registered), and for Connect its
 * sections, for Account its tabs, each rendered in a part of its own.
 */
export function viewCode(registry: Pick<RegistryStore, 'views' | 'connectSections' | 'accountTabs'>, view: string): LazyComponent[] {
  const own = registry.views.get(view)?.load
  const parts = view === 'Connect' ? registry.connectSections : view === 'Account' ? registry.accountTabs : []
  return [...(own ? [own] : []), ...parts.map((part) => part.load)]
}
