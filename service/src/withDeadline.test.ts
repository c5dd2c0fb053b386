import { describe, expect, it } from 'vitest'
import { watchTimers } from './testing/watchTimers.ts'
import { withDeadline } from './withDeadline.ts'

describe('withDeadline', () => {
  it('gives what the work gives, and aborts its signal with a TimeoutError when the work outlasts it', async () => {
    expect(await withDeadline(1_000, async (signal) => (signal.aborted ? 'aborted' : 'done'))).toBe('done')
    const late = withDeadline(50, (signal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error))))
    await expect(late).rejects.toMatchObject({ name: 'TimeoutError', message: 'No answer within 50 ms' })
  })

  it('ends its timer once the work settles, answered or failed; the control: a timer left running is seen', async () => {
    const timers = watchTimers('src/withDeadline.ts')
    try {
      let finish: (() => void) | undefined
      const running = withDeadline(60_000, () => new Promise<void>((resolve) => (finish = resolve)))
      expect(await timers.live()).toBe(1)
      finish?.()
      await running
      expect(await timers.live()).toBe(0)
      await expect(withDeadline(60_000, () => Promise.reject(new Error('refused')))).rejects.toThrow('refused')
      expect(await timers.live()).toBe(0)
    } finally {
      timers.stop()
    }
  })
})
