/**
 * An order that starts with the `preferred` entries (repeats dropped) and ends with the rest of
 * `all` in its own order, so a host's partial order never hides an entry.
 */
export function completeOrder<K>(preferred: readonly K[] | undefined, all: readonly K[]): K[] {
  const order = [...new Set(preferred ?? [])]
  for (const entry of all) if (!order.includes(entry)) order.push(entry)
  return order
}
