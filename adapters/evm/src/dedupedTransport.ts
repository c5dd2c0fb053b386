import type { EIP1193RequestFn, Transport } from 'viem'

const keyOf = (method: string, params: unknown): string => JSON.stringify([method, params ?? null], (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))

/**
 * SPEC §9's request cache over a transport: identical requests (same method and params) in flight
 * at once share one request and its answer. At most `size` are held, the least recently asked
 * dropped first (a dropped one still answers, it is only no longer shared).
 */
export function dedupedTransport(inner: Transport, size: number): Transport {
  return (parameters) => {
    const transport = inner(parameters)
    const inFlight = new Map<string, Promise<unknown>>()
    const request = (args: { method: string; params?: unknown }, options?: Parameters<EIP1193RequestFn>[1]): Promise<unknown> => {
      const key = keyOf(args.method, args.params)
      const shared = inFlight.get(key)
      if (shared) {
        inFlight.delete(key)
        inFlight.set(key, shared)
        return shared
      }
      const promise: Promise<unknown> = transport.request(args, options).finally(() => {
        if (inFlight.get(key) === promise) inFlight.delete(key)
      })
      inFlight.set(key, promise)
      if (inFlight.size > size) inFlight.delete(inFlight.keys().next().value as string)
      return promise
    }
    return { ...transport, request: request as EIP1193RequestFn }
  }
}
