import { createHook } from 'node:async_hooks'

/** A watch of the timers one file makes (`watchTimers`). */
export interface TimerWatch {
  /** How many of them are still running, once a timer cleared had its turn or two to be reported ended. */
  live(): Promise<number>
  /** Ends the watch. */
  stop(): void
}

/**
 * Watches the timers made by a stack through `file` (the end of its path, such as
 * `rpc/leanJsonRpc.ts`), not other code's (the HTTP clients' keep-alive timers, say), through
 * async_hooks: for tests that a call leaves no timer behind.
 */
export function watchTimers(file: string): TimerWatch {
  const running = new Set<number>()
  const hook = createHook({
    init: (id, type) => {
      if (type === 'Timeout' && new Error().stack?.includes(file)) running.add(id)
    },
    destroy: (id) => running.delete(id),
  })
  hook.enable()
  return {
    async live() {
      for (let turn = 0; turn < 20 && running.size > 0; turn += 1) await new Promise((resolve) => setImmediate(resolve))
      return running.size
    },
    stop: () => hook.disable(),
  }
}
