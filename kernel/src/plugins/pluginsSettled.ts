import type { PluginLoader } from './PluginLoader.ts'

/**
 * Settles once no plugin is loading: the loads under way when called, and those they were followed
 * by (a feature turned on meanwhile), each set up, skipped, failed or torn down.
 */
export async function pluginsSettled(loader: PluginLoader): Promise<void> {
  const awaited = new Set<Promise<void>>()
  for (;;) {
    const pending = [...loader.loads.values()].filter((load) => !awaited.has(load))
    if (pending.length === 0) return
    for (const load of pending) awaited.add(load)
    await Promise.all(pending)
  }
}
