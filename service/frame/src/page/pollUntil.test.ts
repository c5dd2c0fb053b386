import { describe, expect, it } from 'vitest'
import { pollUntil } from './pollUntil.ts'

class Blip extends Error {}

describe('pollUntil', () => {
  it('goes on polling past an error it is told passes, and gives the value that comes later', async () => {
    const answers: Array<Error | string | undefined> = [undefined, new Blip('slow'), new Blip('down'), 'approved']
    let calls = 0
    const value = await pollUntil(
      async () => {
        const answer = answers[calls++]
        if (answer instanceof Error) throw answer
        return answer
      },
      1,
      10_000,
      'not in time',
      (error) => error instanceof Blip,
    )
    expect([value, calls]).toEqual(['approved', 4])
  })

  it('ends on any other error at once, and on a passing error by default', async () => {
    let calls = 0
    const refused = new Error('refused')
    await expect(pollUntil(async () => {
      calls += 1
      throw refused
    }, 1, 10_000, 'not in time', (error) => error instanceof Blip)).rejects.toBe(refused)
    expect(calls).toBe(1)
    const blip = new Blip('slow')
    await expect(pollUntil(async () => {
      throw blip
    }, 1, 10_000, 'not in time')).rejects.toBe(blip)
  })

  it('still ends at its deadline when every poll errs so', async () => {
    const blip = new Blip('slow')
    let calls = 0
    await expect(pollUntil(async () => {
      calls += 1
      throw blip
    }, 1, 30, 'not in time', (error) => error instanceof Blip)).rejects.toBe(blip)
    expect(calls).toBeGreaterThan(1)
  })
})
