/**
 * Wraps a load (an `import()` and what it builds) so it runs once and every caller shares its
 * promise; a failed load is forgotten, so the next call retries (a chunk may arrive once back online).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}
