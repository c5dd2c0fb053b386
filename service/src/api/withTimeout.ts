import type { Answer } from './Answer.ts'

/** The answer `work` brings, or a 502 `{ error }` naming `what` when it takes longer than `timeoutMs` (the upstream it reads did not answer). */
export async function withTimeout(work: Promise<Answer>, timeoutMs: number, what: string): Promise<Answer> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<Answer>((resolve) => {
    timer = setTimeout(() => resolve({ status: 502, body: { error: `${what} did not answer within ${timeoutMs} ms` } }), timeoutMs)
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}
