import { createHook } from 'node:async_hooks'
import { describe, expect, it } from 'vitest'
import { withDeadline } from './withDeadline.ts'

describe('withDeadline', () => {
  it('gives what the work gives, and aborts its signal with a TimeoutError when the work outlasts it', async () => {
    expect(await withDeadline(1_000, async (signal) => (signal.aborted ? 'aborted' : 'done'))).toBe('done')
    const late = withDeadline(50, (signal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error))))
    await expect(late).rejects.toMatchObject({ name: 'TimeoutError', message: 'No answer within 50 ms' })
  })

  it('ends its timer once the work settles, answered or failed; the control: a timer left running is seen', async () => {
    // Timers made by a stack through withDeadline's own file.
    const live = new Set<number>()
    const hook = createHook({
      init: (id, type) => {
        if (type === 'Timeout' && new Error().stack?.includes('src/withDeadline.ts')) live.add(id)
      },
      destroy: (id) => live.delete(id),
    })
    // A timer cleared is reported destroyed a turn or two later.
    const settled = async () => {
      for (let turn = 0; turn < 20 && live.size > 0; turn += 1) await new Promise((resolve) => setImmediate(resolve))
      return live.size
    }
    hook.enable()
    try {
      let finish: (() => void) | undefined
      const running = withDeadline(60_000, () => new Promise<void>((resolve) => (finish = resolve)))
      expect(await settled()).toBe(1)
      finish?.()
      await running
      expect(await settled()).toBe(0)
      await expect(withDeadline(60_000, () => Promise.reject(new Error('refused')))).rejects.toThrow('refused')
      expect(await settled()).toBe(0)
    } finally {
      hook.disable()
    }
  })
})
